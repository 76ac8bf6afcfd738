import { ActionIcon, Autocomplete, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import type { ServiceChemical } from '@canopy/shared';
import { NumericInput } from '../../ui/inputs';
import { ChemicalPicker } from './ChemicalPicker';
import { MonthDayField } from './MonthDayField';
import type { NumberOption } from './options';
import type { ServiceFormValues } from './serviceValues';

export type ServiceVisitRowProps = {
  form: UseFormReturnType<ServiceFormValues>;
  index: number;
  reportOptions: NumberOption[];
  codes: string[];
  known: readonly ServiceChemical[];
  readOnly?: boolean;
};

/** One visit: its window (month and day, start to end), buffer days, report option and chemicals. */
export function ServiceVisitRow({
  form,
  index,
  reportOptions,
  codes,
  known,
  readOnly,
}: ServiceVisitRowProps) {
  const path = `ServiceVisits.${index}` as const;
  const visit = form.values.ServiceVisits[index]!;
  const n = index + 1;
  const set = <K extends keyof typeof visit>(field: K, value: (typeof visit)[K]) =>
    form.setFieldValue(`${path}.${field}`, value as never);
  // A new month can make the day valid again, so the day's message goes with the month change.
  const setMonth = (field: 'ServiceMonthStart' | 'ServiceMonthEnd', day: string, month: number | null) => {
    set(field, month);
    form.clearFieldError(`${path}.${day}`);
  };

  return (
    <>
      <Table.Tr style={{ borderBottom: 0 }}>
        <Table.Td>
          <Text size="sm" c="dimmed">
            {n}
          </Text>
        </Table.Td>
        <Table.Td>
          <TextInput
            size="xs"
            aria-label={`Visit ${n} title`}
            placeholder="Title"
            maxLength={100}
            w={150}
            {...form.getInputProps(`${path}.Title`)}
          />
        </Table.Td>
        <Table.Td>
          <Autocomplete
            size="xs"
            aria-label={`Visit ${n} code`}
            placeholder="Code"
            maxLength={20}
            w={80}
            data={codes}
            limit={20}
            {...form.getInputProps(`${path}.ServiceCode`)}
          />
        </Table.Td>
        <Table.Td>
          <MonthDayField
            label={`Visit ${n} start`}
            hideLabel
            size="xs"
            clearable={false}
            month={visit.ServiceMonthStart}
            day={visit.ServiceDayStart}
            onMonth={(m) => setMonth('ServiceMonthStart', 'ServiceDayStart', m)}
            onDay={(d) => set('ServiceDayStart', d)}
            error={form.errors[`${path}.ServiceDayStart`]}
          />
        </Table.Td>
        <Table.Td>
          <MonthDayField
            label={`Visit ${n} end`}
            hideLabel
            size="xs"
            clearable={false}
            month={visit.ServiceMonthEnd}
            day={visit.ServiceDayEnd}
            onMonth={(m) => setMonth('ServiceMonthEnd', 'ServiceDayEnd', m)}
            onDay={(d) => set('ServiceDayEnd', d)}
            error={form.errors[`${path}.ServiceDayEnd`]}
          />
        </Table.Td>
        <Table.Td>
          <NumericInput
            size="xs"
            aria-label={`Visit ${n} scheduling buffer days`}
            decimals={0}
            min={0}
            max={365}
            w={64}
            {...form.getInputProps(`${path}.SchedulingBufferDays`)}
          />
        </Table.Td>
        <Table.Td>
          <Select<number>
            size="xs"
            aria-label={`Visit ${n} report option`}
            placeholder="None"
            data={reportOptions}
            clearable
            w={140}
            {...form.getInputProps(`${path}.ReportOptionId`)}
          />
        </Table.Td>
        <Table.Td>
          {!readOnly && (
            <Tooltip label="Remove visit">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove visit ${n}`}
                onClick={() => form.removeListItem('ServiceVisits', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Td />
        <Table.Td colSpan={7} pt={0}>
          <ChemicalPicker
            label={`Visit ${n} chemicals`}
            hideLabel
            size="xs"
            placeholder="Chemicals applied on this visit"
            value={visit.ServiceVisitChemicals}
            onChange={(ids) => set('ServiceVisitChemicals', ids)}
            known={known}
            error={form.errors[`${path}.ServiceVisitChemicals`]}
          />
        </Table.Td>
      </Table.Tr>
    </>
  );
}

import { Checkbox, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ServiceLookups } from '@canopy/shared';
import { NumericInput } from '../../ui/inputs';
import { MonthDayField } from './MonthDayField';
import { toOptions, yearOptions } from './options';
import type { ServiceFormValues } from './serviceValues';

export type ServiceScheduleFieldsProps = {
  form: UseFormReturnType<ServiceFormValues>;
  lookups: ServiceLookups;
  /** The company's RecurrenceMax (GET services/recurrence). */
  recurrenceMax: number;
};

/** When a service is done: renewal, recurrence, its growing degree and date windows, reporting. */
export function ServiceScheduleFields({ form, lookups, recurrenceMax }: ServiceScheduleFieldsProps) {
  const v = form.values;
  const setMonth = (field: 'ServiceMonthStart' | 'ServiceMonthEnd', day: string, month: number | null) => {
    form.setFieldValue(field, month);
    form.clearFieldError(day);
  };

  return (
    <Stack gap="xs">
      <Group gap="lg">
        <Checkbox
          label="Renewable service"
          {...form.getInputProps('RenewableService', { type: 'checkbox' })}
        />
        <Checkbox
          label="Separate work order required"
          {...form.getInputProps('SeparateWorkOrderRequired', { type: 'checkbox' })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Select<number>
          label="Recurrence"
          placeholder="None"
          data={yearOptions(recurrenceMax)}
          clearable
          {...form.getInputProps('Recurrence')}
        />
        <Select<number>
          label="Report option"
          placeholder="None"
          data={toOptions(lookups.ReportOptions)}
          clearable
          {...form.getInputProps('ReportOptionId')}
        />
        <NumericInput
          label="Growing degree days from"
          decimals={2}
          min={0}
          {...form.getInputProps('GrowingDegreeDayMin')}
        />
        <NumericInput
          label="Growing degree days to"
          decimals={2}
          min={0}
          {...form.getInputProps('GrowingDegreeDayMax')}
        />
        <MonthDayField
          label="Service date from"
          month={v.ServiceMonthStart}
          day={v.ServiceDayStart}
          onMonth={(m) => setMonth('ServiceMonthStart', 'ServiceDayStart', m)}
          onDay={(d) => form.setFieldValue('ServiceDayStart', d)}
          error={form.errors.ServiceDayStart}
        />
        <MonthDayField
          label="Service date to"
          month={v.ServiceMonthEnd}
          day={v.ServiceDayEnd}
          onMonth={(m) => setMonth('ServiceMonthEnd', 'ServiceDayEnd', m)}
          onDay={(d) => form.setFieldValue('ServiceDayEnd', d)}
          error={form.errors.ServiceDayEnd}
        />
      </SimpleGrid>
    </Stack>
  );
}

import { Checkbox, Divider, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CatalogueStatuses, CatalogueStatusList, type IdName } from '@canopy/shared';
import { CurrencyInput, NumericInput } from '../../ui/inputs';
import { formDilution, type ChemicalFormValues } from './chemicalForm';
import { chemicalListOf, chemicalListQuery, inactiveReasonsQuery } from './queries';

export type ChemicalFieldsProps = { form: UseFormReturnType<ChemicalFormValues> };

const STATUS_OPTIONS = CatalogueStatusList.map((s) => ({ value: s.Id, label: s.Name }));
const options = (items: IdName[] | undefined) => (items ?? []).map((i) => ({ value: i.Id, label: i.Name }));

/** Every field of a chemical; the dilution line follows the rate, unit and carrier as they change. */
export function ChemicalFields({ form }: ChemicalFieldsProps) {
  const methods = useQuery(chemicalListQuery(chemicalListOf('chemicalMethods')));
  const units = useQuery(chemicalListQuery(chemicalListOf('chemicalUnits')));
  const carriers = useQuery(chemicalListQuery(chemicalListOf('chemicalCarriers')));
  const reasons = useQuery(inactiveReasonsQuery);
  const v = form.values;
  const dilution = formDilution(v, { units: units.data ?? [], carriers: carriers.data ?? [] });
  const inactive = v.StatusId === CatalogueStatuses.Inactive;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput label="Name" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('Name')} />
        <TextInput label="EPA number" maxLength={50} {...form.getInputProps('EpaNumber')} />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={4000}
        {...form.getInputProps('Description')}
      />
      <Divider label="Mixing and application" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <NumericInput label="Mix rate" decimals={4} min={0} {...form.getInputProps('MixRate')} />
        <Select<number>
          label="Unit"
          data={options(units.data)}
          searchable
          clearable
          {...form.getInputProps('UnitId')}
        />
        <Select<number>
          label="Carrier"
          data={options(carriers.data)}
          searchable
          clearable
          {...form.getInputProps('CarrierId')}
        />
      </SimpleGrid>
      <Text size="sm" aria-label="Dilution">
        <Text span c="dimmed" size="sm">
          Dilution:{' '}
        </Text>
        {dilution || (
          <Text span c="dimmed" size="sm" fs="italic">
            enter a mix rate
          </Text>
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Select<number>
          label="Method"
          data={options(methods.data)}
          searchable
          clearable
          {...form.getInputProps('MethodId')}
        />
        <TextInput label="Rate of application" maxLength={200} {...form.getInputProps('RateOfApplication')} />
        <TextInput label="Target" maxLength={200} {...form.getInputProps('Target')} />
        <NumericInput
          label="Temperature range low (°F)"
          decimals={1}
          min={-100}
          max={200}
          {...form.getInputProps('TemperatureRangeLow')}
        />
        <NumericInput
          label="Temperature range high (°F)"
          decimals={1}
          min={-100}
          max={200}
          {...form.getInputProps('TemperatureRangeHigh')}
        />
      </SimpleGrid>
      <Divider label="Pricing and status" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <CurrencyInput label="Up-charge" min={0} {...form.getInputProps('ChemicalUpCharge')} />
        <Select<number>
          label="Status"
          data={STATUS_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('StatusId')}
        />
        {inactive && (
          <Select<number>
            label="Inactive reason"
            data={options(reasons.data)}
            searchable
            clearable
            {...form.getInputProps('InactiveReasonId')}
          />
        )}
      </SimpleGrid>
      <Checkbox
        label="Included in base visit"
        {...form.getInputProps('IncludedInBaseVisit', { type: 'checkbox' })}
      />
    </>
  );
}

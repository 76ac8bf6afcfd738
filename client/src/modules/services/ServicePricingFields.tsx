import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { PricingOptions, PricingTypeList, type ServiceLookups } from '@canopy/shared';
import { CurrencyInput } from '../../ui/inputs';
import { toOptions } from './options';
import { priceTablesQuery } from './queries';
import type { ServiceFormValues } from './serviceValues';

export type ServicePricingFieldsProps = {
  form: UseFormReturnType<ServiceFormValues>;
  lookups: ServiceLookups;
};

const pricingTypeName = (id: number) => PricingTypeList.find((t) => t.Id === id)?.Name ?? '';

/** Unit of measure pricing asks for a unit and a rate; Table pricing for a price table. */
export function ServicePricingFields({ form, lookups }: ServicePricingFieldsProps) {
  const option = form.values.PricingOptionId;
  const byUnit = option === PricingOptions.UnitOfMeasure;
  const byTable = option === PricingOptions.Table;
  const tables = useQuery({ ...priceTablesQuery, enabled: byTable });
  const tableId = form.values.PricingTableId;
  const tableOptions = (tables.data ?? []).map((t) => ({
    value: t.Id,
    label: `${t.Name} (${pricingTypeName(t.PricingType)})`,
  }));
  // A table archived since it was chosen is not offered any more, but must still be named.
  if (tableId !== null && !tableOptions.some((t) => t.value === tableId) && !tables.isPending)
    tableOptions.push({ value: tableId, label: `Price table ${tableId}` });

  function setOption(next: number | null) {
    form.setFieldValue('PricingOptionId', next);
    for (const f of ['PricingUnitOfMeasureId', 'PricingUnitOfMeasureRate', 'PricingTableId'] as const)
      form.clearFieldError(f);
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      <Select<number>
        label="Pricing option"
        placeholder="Not priced"
        data={toOptions(lookups.PricingOptions)}
        clearable
        {...form.getInputProps('PricingOptionId')}
        onChange={setOption}
      />
      {byUnit && (
        <>
          <Select<number>
            label="Pricing unit of measure"
            withAsterisk
            placeholder="Choose a unit"
            data={toOptions(lookups.Units)}
            searchable
            clearable
            {...form.getInputProps('PricingUnitOfMeasureId')}
          />
          <CurrencyInput
            label="Pricing rate (per unit)"
            withAsterisk
            min={0}
            {...form.getInputProps('PricingUnitOfMeasureRate')}
          />
        </>
      )}
      {byTable && (
        <Select<number>
          label="Price table"
          withAsterisk
          placeholder={tables.isPending ? 'Loading price tables…' : 'Choose a price table'}
          data={tableOptions}
          searchable
          clearable
          nothingFoundMessage={
            tables.isError ? 'The price tables could not be loaded' : 'No price table matches'
          }
          {...form.getInputProps('PricingTableId')}
        />
      )}
    </SimpleGrid>
  );
}

import { Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { SERVICE_ITEM_NOTES_MAX, type ServiceItem } from '@canopy/shared';
import { wholeListQuery } from '../inventory-settings/queries';
import { choicesOf, pendingText } from './choices';
import { CoordinatesFields } from './CoordinatesFields';
import { ItemKindFields } from './ItemKindFields';
import { itemLocationChoicesQuery, sizeChoicesQuery } from './queries';
import type { ServiceItemFormValues } from './serviceItemForm';

export type ServiceItemFieldsProps = {
  form: UseFormReturnType<ServiceItemFormValues>;
  item?: ServiceItem;
  readOnly?: boolean;
};

const failed = (q: UseQueryResult, what: string) => (q.isError ? `The ${what} could not be loaded.` : null);

export function ServiceItemFields({ form, item, readOnly }: ServiceItemFieldsProps) {
  const sizes = useQuery(sizeChoicesQuery);
  const places = useQuery(itemLocationChoicesQuery);
  const conditions = useQuery(wholeListQuery('conditions'));
  const v = form.values;
  const input = <K extends keyof ServiceItemFormValues>(key: K, q: UseQueryResult, what: string) => {
    const props = form.getInputProps(key);
    return { ...props, error: props.error ?? failed(q, what) };
  };

  return (
    <>
      <ItemKindFields form={form} item={item} readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Select<number>
          label="Size"
          placeholder={pendingText(sizes)}
          data={choicesOf(sizes.data, v.SizeId, item?.SizeName)}
          searchable
          clearable
          {...input('SizeId', sizes, 'sizes')}
        />
        <Select<number>
          label="Item location"
          placeholder={pendingText(places)}
          data={choicesOf(places.data, v.LocationId, item?.LocationName)}
          searchable
          clearable
          {...input('LocationId', places, 'item locations')}
        />
        <Select<number>
          label="Condition"
          placeholder={pendingText(conditions)}
          data={choicesOf(conditions.data, v.ConditionId, item?.ConditionName)}
          searchable
          clearable
          {...input('ConditionId', conditions, 'conditions')}
        />
      </SimpleGrid>
      <CoordinatesFields form={form} readOnly={readOnly} />
      <Textarea
        label="Notes"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={SERVICE_ITEM_NOTES_MAX}
        {...form.getInputProps('Notes')}
      />
    </>
  );
}

import { useEffect, useRef } from 'react';
import { Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SERVICE_ITEM_NOTES_MAX, type ServiceItem } from '@canopy/shared';
import { choicesOf, pendingText, sizesFor } from './choices';
import { CoordinatesFields } from './CoordinatesFields';
import { ItemKindFields } from './ItemKindFields';
import type { ServiceItemFormValues } from './serviceItemForm';
import { useInventoryChoices } from './useInventoryChoices';

export type ServiceItemFieldsProps = {
  form: UseFormReturnType<ServiceItemFormValues>;
  item?: ServiceItem;
  readOnly?: boolean;
};

export function ServiceItemFields({ form, item, readOnly }: ServiceItemFieldsProps) {
  const { types, sizes, places, conditions, online } = useInventoryChoices();
  const v = form.values;
  const fitting = sizesFor(
    sizes,
    types?.find((t) => t.Id === v.TypeId),
  );
  // A size chosen for the previous type rarely fits the new one (a DBH range on a lawn): choosing
  // another type clears it. The stored size of an item as loaded is left as it is.
  const typeBefore = useRef(v.TypeId);
  useEffect(() => {
    if (typeBefore.current === v.TypeId) return;
    typeBefore.current = v.TypeId;
    if (fitting && v.SizeId != null && !fitting.some((s) => s.Id === v.SizeId))
      form.setFieldValue('SizeId', null);
  }, [v.TypeId, v.SizeId, fitting, form]);

  return (
    <>
      <ItemKindFields form={form} item={item} readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Select<number>
          label="Size"
          placeholder={pendingText(sizes, online)}
          data={choicesOf(fitting, v.SizeId, item?.SizeName)}
          searchable
          clearable
          {...form.getInputProps('SizeId')}
        />
        <Select<number>
          label="Item location"
          placeholder={pendingText(places, online)}
          data={choicesOf(places, v.LocationId, item?.LocationName)}
          searchable
          clearable
          {...form.getInputProps('LocationId')}
        />
        <Select<number>
          label="Condition"
          placeholder={pendingText(conditions, online)}
          data={choicesOf(conditions, v.ConditionId, item?.ConditionName)}
          searchable
          clearable
          {...form.getInputProps('ConditionId')}
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

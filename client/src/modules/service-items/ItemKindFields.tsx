import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OtherItemType, ServiceItem } from '@canopy/shared';
import { choicesOf, pendingText } from './choices';
import { OtherItemTypeAdd } from './OtherItemTypeAdd';
import { itemTypeChoicesQuery, otherTypesQuery } from './queries';
import { OTHER_KIND, type ServiceItemFormValues } from './serviceItemForm';

export type ItemKindFieldsProps = {
  form: UseFormReturnType<ServiceItemFormValues>;
  item?: ServiceItem;
  readOnly?: boolean;
};

const OTHER_OPTION = { value: OTHER_KIND, label: 'Other (not in the catalogue)' };

const otherLabel = (o: OtherItemType) => (o.ScientificName ? `${o.Name} (${o.ScientificName})` : o.Name);

/** The item type, or "Other" with a kind of plant recorded for the location (picked or added). */
export function ItemKindFields({ form, item, readOnly }: ItemKindFieldsProps) {
  const types = useQuery(itemTypeChoicesQuery);
  const v = form.values;
  const other = v.TypeId === OTHER_KIND;
  const typeData = [...choicesOf(types.data, other ? null : v.TypeId, item?.TypeName), OTHER_OPTION];
  const typeProps = form.getInputProps('TypeId');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <Select<number>
        label="Item type"
        withAsterisk
        placeholder={pendingText(types, 'Choose a type')}
        data={typeData}
        searchable
        data-autofocus
        {...typeProps}
        error={typeProps.error ?? (types.isError ? 'The item types could not be loaded.' : null)}
      />
      {other && <OtherKindField form={form} readOnly={readOnly} />}
    </SimpleGrid>
  );
}

function OtherKindField({ form, readOnly }: Omit<ItemKindFieldsProps, 'item'>) {
  const locationId = form.values.AccountLocationId;
  const others = useQuery(otherTypesQuery(locationId));
  const [adding, setAdding] = useState(false);
  const none = others.data?.length === 0;
  const showAdd = !readOnly && (adding || none);
  const data = (others.data ?? []).map((o) => ({ value: o.Id, label: otherLabel(o) }));
  const byId = new Map((others.data ?? []).map((o) => [o.Id, o]));

  if (showAdd)
    return (
      <OtherItemTypeAdd
        accountLocationId={locationId}
        firstOne={none}
        formError={form.errors.OtherServiceItemTypeId}
        onAdded={(added) => {
          form.setFieldValue('OtherServiceItemTypeId', added.Id);
          setAdding(false);
        }}
        onCancel={none ? undefined : () => setAdding(false)}
      />
    );
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Select<number>
        label="Kind of plant"
        withAsterisk
        placeholder={pendingText(others, 'Choose a kind')}
        data={data}
        searchable
        style={{ flex: 1 }}
        renderOption={({ option }) => {
          const o = byId.get(option.value);
          return (
            <Text size="sm">
              {o?.Name}
              {o?.ScientificName && (
                <Text span size="sm" fs="italic" c="dimmed">
                  {' '}
                  {o.ScientificName}
                </Text>
              )}
            </Text>
          );
        }}
        {...form.getInputProps('OtherServiceItemTypeId')}
      />
      {!readOnly && (
        <Button
          variant="default"
          mt={25}
          leftSection={<IconPlus size={16} />}
          onClick={() => setAdding(true)}
        >
          New kind
        </Button>
      )}
    </Group>
  );
}

import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { OtherItemType, ServiceItem } from '@canopy/shared';
import { choicesOf, pendingText } from './choices';
import { OtherItemTypeAdd } from './OtherItemTypeAdd';
import { OTHER_KIND, type ServiceItemFormValues } from './serviceItemForm';
import { useInventoryChoices, useOtherKinds } from './useInventoryChoices';

export type ItemKindFieldsProps = {
  form: UseFormReturnType<ServiceItemFormValues>;
  item?: ServiceItem;
  readOnly?: boolean;
};

const OTHER_OPTION = { value: OTHER_KIND, label: 'Other (not in the catalogue)' };

const otherLabel = (o: OtherItemType) => (o.ScientificName ? `${o.Name} (${o.ScientificName})` : o.Name);

/** The item type, or "Other" with a kind of plant recorded for the location (picked or added). */
export function ItemKindFields({ form, item, readOnly }: ItemKindFieldsProps) {
  const { types, online } = useInventoryChoices();
  const v = form.values;
  const other = v.TypeId === OTHER_KIND;
  const typeData = [...choicesOf(types, other ? null : v.TypeId, item?.TypeName), OTHER_OPTION];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <Select<number>
        label="Item type"
        withAsterisk
        placeholder={pendingText(types, online, 'Choose a type')}
        data={typeData}
        searchable
        data-autofocus
        {...form.getInputProps('TypeId')}
      />
      {other && <OtherKindField form={form} item={item} readOnly={readOnly} />}
    </SimpleGrid>
  );
}

function OtherKindField({ form, item, readOnly }: ItemKindFieldsProps) {
  const locationId = form.values.AccountLocationId;
  const { online } = useInventoryChoices();
  const kept = useOtherKinds(locationId);
  // Kinds added here show at once; the device's copy of the list catches up at the next sync.
  const [added, setAdded] = useState<OtherItemType[]>([]);
  const [adding, setAdding] = useState(false);
  const own: OtherItemType[] =
    item?.OtherServiceItemTypeId != null
      ? [
          {
            Id: item.OtherServiceItemTypeId,
            Name: item.Name,
            ScientificName: item.ScientificName,
            AccountLocationId: locationId,
          },
        ]
      : [];
  const others = kept === undefined && !added.length ? undefined : mergeKinds(kept ?? [], added, own);
  const none = others?.length === 0;
  // Adding a kind of plant is a call to the server: with no connection only recorded kinds are offered.
  const showAdd = !readOnly && online && (adding || none);
  const data = (others ?? []).map((o) => ({ value: o.Id, label: otherLabel(o) }));
  const byId = new Map((others ?? []).map((o) => [o.Id, o]));

  if (showAdd)
    return (
      <OtherItemTypeAdd
        accountLocationId={locationId}
        firstOne={none}
        formError={form.errors.OtherServiceItemTypeId}
        onAdded={(kind) => {
          setAdded((list) => [...list, kind]);
          form.setFieldValue('OtherServiceItemTypeId', kind.Id);
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
        placeholder={pendingText(others, online, 'Choose a kind')}
        description={!online && !readOnly ? 'New kinds of plant can be added with a connection.' : undefined}
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
      {!readOnly && online && (
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

/** Each kind once, by name order. */
function mergeKinds(...lists: OtherItemType[][]): OtherItemType[] {
  const byId = new Map<number, OtherItemType>();
  for (const list of lists) for (const o of list) if (!byId.has(o.Id)) byId.set(o.Id, o);
  return [...byId.values()].sort((a, b) => a.Name.localeCompare(b.Name));
}

import { useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceItem } from '@canopy/shared';
import { NumericInput } from '../../ui/inputs';
import { ServiceItemDialog } from '../service-items';
import { serviceItemAdded } from './mutations';
import { locationItemsQuery } from './queries';
import { newLine, type ItemLine } from './serviceForm';

export type ServiceItemLinesProps = {
  locationId: number;
  lines: ItemLine[];
  onChange: (lines: ItemLine[]) => void;
  /** The item messages of the form rule, one a line. */
  error?: string;
  /** Offers adding an item to the location's inventory on the way (needs Account Full). */
  canAddInventory: boolean;
  disabled?: boolean;
};

const itemLabel = (i: ServiceItem) =>
  [i.Name, i.ScientificName && `(${i.ScientificName})`, i.SizeName, i.LocationName && `– ${i.LocationName}`]
    .filter(Boolean)
    .join(' ');

/** The customer inventory items of a service, each with its service and pricing units. */
export function ServiceItemLines(props: ServiceItemLinesProps) {
  const { locationId, lines, onChange, error, disabled } = props;
  const queryClient = useQueryClient();
  const items = useQuery(locationItemsQuery(locationId));
  const [adding, setAdding] = useState(false);
  const options = (items.data ?? []).map((i) => ({ value: String(i.Id), label: itemLabel(i) }));
  const patch = (key: string, change: Partial<ItemLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          Customer inventory items
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...lines, newLine()])}
            disabled={disabled}
          >
            Add item line
          </Button>
          {props.canAddInventory && (
            <Button size="xs" variant="subtle" onClick={() => setAdding(true)} disabled={disabled}>
              New inventory item
            </Button>
          )}
        </Group>
      </Group>
      {lines.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th w={140}>Service units</Table.Th>
                <Table.Th w={140}>Pricing units</Table.Th>
                <Table.Th w={40} aria-label="Remove" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, i) => (
                <Table.Tr key={l.key}>
                  <Table.Td>
                    <Select
                      aria-label={`Inventory item ${i + 1}`}
                      placeholder={items.isPending ? 'Loading…' : 'Select an item'}
                      data={options}
                      searchable
                      value={l.ServiceItemId == null ? null : String(l.ServiceItemId)}
                      onChange={(v) => patch(l.key, { ServiceItemId: v ? Number(v) : null })}
                      nothingFoundMessage="No inventory items at this location"
                      disabled={disabled}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumericInput
                      aria-label={`Service units ${i + 1}`}
                      decimals={2}
                      min={0}
                      value={l.ServiceUnits}
                      // Pricing units follow the service units until the user gives them their own.
                      onChange={(v) =>
                        patch(l.key, {
                          ServiceUnits: v,
                          ...(l.PricingUnits == null || l.PricingUnits === l.ServiceUnits
                            ? { PricingUnits: v }
                            : {}),
                        })
                      }
                      disabled={disabled}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumericInput
                      aria-label={`Pricing units ${i + 1}`}
                      decimals={2}
                      min={0}
                      value={l.PricingUnits}
                      onChange={(v) => patch(l.key, { PricingUnits: v })}
                      disabled={disabled}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label="Remove line">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove item line ${i + 1}`}
                        onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
                        disabled={disabled}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {lines.length > 1 && (
        <Text size="xs" c="dimmed">
          The pricing units add up to the service&apos;s; they are shared across the items by their service
          units when saved.
        </Text>
      )}
      {error &&
        error.split('\n').map((m) => (
          <Text key={m} size="sm" c="red" role="alert">
            {m}
          </Text>
        ))}
      <ServiceItemDialog
        opened={adding}
        accountLocationId={locationId}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          serviceItemAdded(queryClient, locationId, saved);
          onChange([...lines, newLine(saved.Id)]);
        }}
      />
    </Stack>
  );
}

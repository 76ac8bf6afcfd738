import { ActionIcon, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { dollarsToCents, formatCurrency, formatDate, type EquipmentChoice } from '@canopy/shared';
import type { DraftDay, DraftEquipment } from './draft';
import { withBorrowed, type Booked, type WizardOps } from './ops';

export interface EquipmentStepProps {
  days: DraftDay[];
  choices: EquipmentChoice[];
  booked: Booked;
  ops: WizardOps;
}

const labelOf = (e: EquipmentChoice) =>
  `${e.EquipmentType} · ${e.AssetNumber} (${formatCurrency(dollarsToCents(e.DailyRate))}/day)`;

/**
 * The assets offered on one slot: the branch's and those lent in that day, less those booked
 * elsewhere or lent out that day and those picked on another slot of it.
 */
function offered(day: DraftDay, row: DraftEquipment, choices: EquipmentChoice[], booked: Booked) {
  const taken = new Set(day.equipment.filter((e) => e.key !== row.key).map((e) => e.resourceId));
  const busy = booked.get(day.date)?.equipment;
  const borrowed = new Set(booked.get(day.date)?.borrowedEquipment.map((e) => e.Id));
  const list = withBorrowed(choices, booked.get(day.date)?.borrowedEquipment)
    .filter((e) => e.Id === row.resourceId || (!taken.has(e.Id) && !busy?.has(e.Id)))
    .map((e) => ({
      value: String(e.Id),
      label: borrowed.has(e.Id) ? `${labelOf(e)} (borrowed)` : labelOf(e),
    }));
  if (row.resourceId && !list.some((o) => o.value === String(row.resourceId)))
    list.unshift({ value: String(row.resourceId), label: row.label ?? `Asset ${row.resourceId}` });
  return list;
}

/** Step 3: each day's equipment, by asset, with the daily rate it will cost. */
export function EquipmentStep({ days, choices, booked, ops }: EquipmentStepProps) {
  return (
    <Stack gap="sm">
      {days.map((d) => {
        const date = formatDate(d.date);
        return (
          <Card key={d.key} withBorder padding="sm" component="section" aria-label={`Equipment on ${date}`}>
            <Title order={3} size="h5" mb="xs">
              {date}
            </Title>
            <Stack gap="sm">
              {d.equipment.length === 0 && (
                <Text size="sm" c="dimmed">
                  No equipment booked.
                </Text>
              )}
              {d.equipment.map((e) => {
                const chosen = withBorrowed(choices, booked.get(d.date)?.borrowedEquipment).find(
                  (c) => c.Id === e.resourceId,
                );
                const name = chosen ? chosen.AssetNumber : (e.label ?? 'new equipment');
                return (
                  <Group key={e.key} align="flex-end" gap="sm" wrap="nowrap">
                    <Select
                      label="Equipment"
                      placeholder="Choose an asset"
                      data={offered(d, e, choices, booked)}
                      value={e.resourceId ? String(e.resourceId) : null}
                      onChange={(v) => ops.setEquipment(d.key, e.key, { resourceId: v ? Number(v) : null })}
                      searchable
                      nothingFoundMessage="No equipment available that day"
                      style={{ flex: 1, minWidth: 0 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove ${name}`}
                      onClick={() => void ops.removeEquipment(d.key, e)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                );
              })}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => ops.addEquipment(d.key)}
                  aria-label={`Add equipment on ${date}`}
                >
                  Add equipment
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatCurrency, formatDate, dollarsToCents, type Schedule } from '@canopy/shared';
import { EquipmentCostDialog } from './EquipmentCostDialog';

export interface ScheduleEquipmentCostsProps {
  schedule: Schedule;
  editable: boolean;
}

/** Each day's booked equipment with the way to split its daily rate over the work orders. */
export function ScheduleEquipmentCosts({ schedule, editable }: ScheduleEquipmentCostsProps) {
  const [open, setOpen] = useState<number | null>(null);
  const booked = schedule.ScheduleDates.flatMap((d) => d.ScheduleEquipments.map((e) => ({ day: d, e })));
  return (
    <Stack gap="xs" mt="lg">
      <Title order={3} size="h5">
        Equipment cost by work order
      </Title>
      {booked.length ? (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {booked.map(({ day, e }) => (
            <Card key={e.Id} withBorder padding="xs" component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {e.Equipment.Name} · {e.EquipmentResource.AssetNumber}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(day.ScheduleDate_)} · daily rate {formatCurrency(dollarsToCents(e.DailyRate))}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setOpen(e.Id)}
                  aria-label={`${editable ? 'Split' : 'View'} cost of ${e.EquipmentResource.AssetNumber} on ${formatDate(day.ScheduleDate_)}`}
                >
                  {editable ? 'Split cost' : 'View cost'}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No equipment is booked on this schedule. Book equipment on the Days tab to split its cost here.
        </Text>
      )}
      <EquipmentCostDialog
        equipmentId={open}
        scheduleId={schedule.Id}
        editable={editable}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}

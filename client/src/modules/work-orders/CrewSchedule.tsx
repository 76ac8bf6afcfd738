import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatTime, type SyncWorkOrder } from '@canopy/shared';

/** The work order's schedule days with their whole crew, as the device holds them (foreman first). */
export function CrewSchedule({ workOrder }: { workOrder: SyncWorkOrder }) {
  const days = workOrder.Schedules.flatMap((s) =>
    s.Dates.map((d) => ({ ...d, scheduleId: s.ScheduleId })),
  ).sort((a, b) => a.Date.localeCompare(b.Date) || a.StartTime.localeCompare(b.StartTime));
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        Schedule and crew
      </Title>
      {days.length === 0 ? (
        <Text size="sm" c="dimmed">
          This work order is not on a schedule yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder fz="sm" aria-label="Schedule and crew">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Crew</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.ScheduleDateId}>
                  <Table.Td>{formatDate(d.Date)}</Table.Td>
                  <Table.Td>
                    {formatTime(d.StartTime)} – {formatTime(d.EndTime)}
                  </Table.Td>
                  <Table.Td>
                    {d.Crew.length === 0
                      ? '—'
                      : [...d.Crew]
                          .sort((a, b) => Number(b.IsForeman) - Number(a.IsForeman))
                          .map((c) => (c.IsForeman ? `${c.Name} (foreman)` : c.Name))
                          .join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

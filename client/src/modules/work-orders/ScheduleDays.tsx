import { Table, Text, Title } from '@mantine/core';
import { formatDate, formatTime, type WorkOrder } from '@canopy/shared';

/** The days of the schedules the work order is on (ScheduleWorkOrders), with foreman and times. */
export function ScheduleDays({ workOrder }: { workOrder: WorkOrder }) {
  const days = workOrder.ScheduleWorkOrders.flatMap((s) =>
    s.ScheduleDates.map((d) => ({
      ...d,
      scheduleId: s.ScheduleId,
      estimated: s.EstimatedHours,
      actual: s.ActualHours,
    })),
  );
  return (
    <>
      <Title order={3} size="h5">
        Schedule
      </Title>
      {days.length === 0 ? (
        <Text size="sm" c="dimmed">
          This work order is not on a schedule yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder fz="sm" aria-label="Schedule days">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Schedule</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Foreman</Table.Th>
                <Table.Th ta="right">Estimated hours</Table.Th>
                <Table.Th ta="right">Actual hours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.Id}>
                  <Table.Td>{d.scheduleId}</Table.Td>
                  <Table.Td>{formatDate(d.ScheduleDate)}</Table.Td>
                  <Table.Td>
                    {formatTime(d.StartTime)} – {formatTime(d.EndTime)}
                  </Table.Td>
                  <Table.Td>{d.ForemanName ?? '—'}</Table.Td>
                  <Table.Td ta="right">{d.estimated}</Table.Td>
                  <Table.Td ta="right">{d.actual}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

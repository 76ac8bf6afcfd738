import { Anchor, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { QueryState } from '../../ui/QueryState';
import { scheduleWorkOrdersQuery } from './queries';

const hours = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(2));

/** The schedule's work orders in route order, each opening the work order with this page to return to. */
export function ScheduleWorkOrdersPanel({ scheduleId }: { scheduleId: number }) {
  const query = useQuery(scheduleWorkOrdersQuery(scheduleId));
  const here = useLocation({ select: (l) => l.href });
  return (
    <QueryState
      query={query}
      errorTitle="The work orders could not be loaded"
      loading={<Loader size="sm" aria-label="Loading work orders" />}
    >
      {(rows) =>
        rows.length ? (
          // Wide on a phone: the table scrolls in its own box, never the page.
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Work orders on this schedule">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Route</Table.Th>
                  <Table.Th>Work order</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th ta="right">Estimated hours</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((w) => (
                  <Table.Tr key={w.WorkOrderId}>
                    <Table.Td>{w.RouteOrderId}</Table.Td>
                    <Table.Td>
                      <Anchor
                        size="sm"
                        aria-label={`Work order ${w.WorkOrderId}`}
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/workorders/info"
                            search={{ id: w.WorkOrderId, returnPage: here }}
                          />
                        )}
                      >
                        {w.WorkOrderId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{w.WorkOrderStatus}</Table.Td>
                    <Table.Td>{w.CustomerName}</Table.Td>
                    <Table.Td>{w.Address ?? ''}</Table.Td>
                    <Table.Td ta="right">{hours(w.EstimatedHours)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed" size="sm">
            No work orders on this schedule
          </Text>
        )
      }
    </QueryState>
  );
}

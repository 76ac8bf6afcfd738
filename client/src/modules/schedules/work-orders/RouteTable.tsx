import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Table } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import {
  dollarsToCents,
  formatCurrency,
  moveInRoute,
  ScheduleWorkOrderMessages as M,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { handleApiError } from '../../../ui/handleApiError';
import { notifySuccess } from '../../../ui/notify';
import { refreshScheduleWork, saveRouteOrder } from './mutations';

const hours = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(2));

export interface RouteTableProps {
  scheduleId: number;
  rows: ScheduleWorkOrder[];
  editable: boolean;
  wageView: boolean;
  onWage: (workOrderId: number) => void;
  onRemove: (workOrderId: number) => void;
  /** Shows each work order's material costs (WorkOrders_Pricing holders). */
  onMaterials?: (workOrderId: number) => void;
}

/** The schedule's work orders in route order; Branch/Full move them and save the new order. */
export function RouteTable(props: RouteTableProps) {
  const { scheduleId, rows, editable, wageView, onWage, onRemove, onMaterials } = props;
  const actions = editable || wageView || !!onMaterials;
  const queryClient = useQueryClient();
  const here = useLocation({ select: (l) => l.href });
  const [order, setOrder] = useState(rows);
  const [saving, setSaving] = useState(false);
  const moved = order.some((w, i) => w.WorkOrderId !== rows[i]?.WorkOrderId);

  async function save() {
    setSaving(true);
    try {
      await saveRouteOrder(scheduleId, order);
      notifySuccess(M.RouteOrderSaved);
    } catch (e) {
      handleApiError(e, M.RouteOrderFailed);
      setOrder(rows);
    } finally {
      setSaving(false);
      await refreshScheduleWork(queryClient, scheduleId);
    }
  }

  return (
    <>
      {editable && moved && (
        <Group justify="flex-end" mb="xs" gap="xs">
          <Button size="xs" variant="default" onClick={() => setOrder(rows)} disabled={saving}>
            Undo moves
          </Button>
          <Button size="xs" onClick={() => void save()} loading={saving}>
            Save route order
          </Button>
        </Group>
      )}
      {/* Wide on a phone: the table scrolls in its own box, never the page. */}
      <Table.ScrollContainer minWidth={880}>
        <Table striped aria-label="Work orders on this schedule">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Route</Table.Th>
              <Table.Th>Work order</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th ta="right">Estimated hours</Table.Th>
              <Table.Th ta="right">Equipment cost</Table.Th>
              <Table.Th ta="right">Prevailing wage hours</Table.Th>
              {actions && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.map((w, i) => (
              <Table.Tr key={w.WorkOrderId}>
                <Table.Td>{i + 1}</Table.Td>
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
                <Table.Td ta="right">{formatCurrency(dollarsToCents(w.ActualEquipmentCost))}</Table.Td>
                <Table.Td ta="right">{hours(w.TotalPrevailingWageHours)}</Table.Td>
                {actions && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {editable && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Move work order ${w.WorkOrderId} up`}
                            disabled={i === 0 || saving}
                            onClick={() => setOrder(moveInRoute(order, i, -1))}
                          >
                            ↑
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Move work order ${w.WorkOrderId} down`}
                            disabled={i === order.length - 1 || saving}
                            onClick={() => setOrder(moveInRoute(order, i, 1))}
                          >
                            ↓
                          </ActionIcon>
                        </>
                      )}
                      {wageView && (
                        <Button size="compact-xs" variant="subtle" onClick={() => onWage(w.WorkOrderId)}>
                          Wage hours
                        </Button>
                      )}
                      {onMaterials && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={`Material costs of work order ${w.WorkOrderId}`}
                          onClick={() => onMaterials(w.WorkOrderId)}
                        >
                          Materials
                        </Button>
                      )}
                      {editable && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove work order ${w.WorkOrderId}`}
                          onClick={() => onRemove(w.WorkOrderId)}
                        >
                          Remove
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

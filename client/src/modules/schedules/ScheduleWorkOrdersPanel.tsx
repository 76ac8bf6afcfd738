import { useState } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  B,
  F,
  has,
  mayViewMaterialPrices,
  P,
  R,
  editRefusal,
  ScheduleWorkOrderMessages as M,
} from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { handleApiError } from '../../ui/handleApiError';
import { QueryState } from '../../ui/QueryState';
import { scheduleQuery, scheduleWorkOrdersQuery } from './queries';
import { AddWorkOrdersDialog } from './work-orders/AddWorkOrdersDialog';
import { MaterialCostsDialog } from './work-orders/MaterialCostsDialog';
import { refreshScheduleWork, removeWorkOrder } from './work-orders/mutations';
import { RouteTable } from './work-orders/RouteTable';
import { ScheduleEquipmentCosts } from './work-orders/ScheduleEquipmentCosts';
import { WageHoursDialog } from './work-orders/WageHoursDialog';

/**
 * The schedule's work orders in route order, each opening the work order with this page to return
 * to; with Branch or Full, while the schedule is neither Confirmed nor Cancelled, they are added,
 * removed and reordered here, and each booked equipment's cost is split over them (spec §2, §4).
 */
export function ScheduleWorkOrdersPanel({ scheduleId }: { scheduleId: number }) {
  const queryClient = useQueryClient();
  const claims = useClaims();
  const schedule = useQuery(scheduleQuery(scheduleId)).data;
  const query = useQuery(scheduleWorkOrdersQuery(scheduleId));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [wageOf, setWageOf] = useState<number | null>(null);
  const open = !!schedule && editRefusal(schedule.StatusId) === null;
  const editable = open && has(claims, 'Schedules', B | F);
  const wageView = has(claims, 'WorkOrders_PrevailingWage', R | F);
  const wageEdit = open && has(claims, 'WorkOrders_PrevailingWage', F);
  // Material costs show with the prices; WorkOrders adds and edits them until the schedule is Confirmed.
  const [materialsOf, setMaterialsOf] = useState<number | null>(null);
  const materialsView = mayViewMaterialPrices(claims);
  const materialsEdit = open && has(claims, 'WorkOrders', P | B | F);

  async function remove() {
    if (removing === null) return;
    try {
      await removeWorkOrder(scheduleId, removing);
      setRemoving(null);
    } catch (e) {
      handleApiError(e, M.RemoveFailed);
      throw e;
    } finally {
      await refreshScheduleWork(queryClient, scheduleId);
    }
  }

  return (
    <>
      {editable && schedule && (
        <Group justify="flex-end" mb="xs">
          <Button size="xs" onClick={() => setAdding(true)}>
            Add work orders
          </Button>
          <AddWorkOrdersDialog
            scheduleId={scheduleId}
            branchId={schedule.BranchId}
            opened={adding}
            onClose={() => setAdding(false)}
          />
        </Group>
      )}
      <QueryState
        query={query}
        errorTitle="The work orders could not be loaded"
        loading={<Loader size="sm" aria-label="Loading work orders" />}
      >
        {(rows) =>
          rows.length ? (
            <RouteTable
              key={query.dataUpdatedAt}
              scheduleId={scheduleId}
              rows={rows}
              editable={editable}
              wageView={wageView}
              onWage={setWageOf}
              onRemove={setRemoving}
              onMaterials={materialsView ? setMaterialsOf : undefined}
            />
          ) : (
            <Text c="dimmed" size="sm">
              No work orders on this schedule{editable ? '. Add work orders to put them on the route.' : ''}
            </Text>
          )
        }
      </QueryState>
      {schedule && <ScheduleEquipmentCosts schedule={schedule} editable={editable} />}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove work order"
        message={`Remove work order ${removing ?? ''} from this schedule? It goes back to the work orders to schedule.`}
        confirmLabel="Remove"
        danger
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
      <MaterialCostsDialog
        key={materialsOf ?? 0}
        scheduleId={scheduleId}
        workOrder={query.data?.find((w) => w.WorkOrderId === materialsOf) ?? null}
        editable={materialsEdit}
        onClose={() => setMaterialsOf(null)}
      />
      <WageHoursDialog
        scheduleId={scheduleId}
        workOrderId={wageOf}
        editable={wageEdit}
        onClose={() => setWageOf(null)}
      />
    </>
  );
}

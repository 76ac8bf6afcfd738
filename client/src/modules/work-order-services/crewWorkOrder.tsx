import type { ReactNode } from 'react';
import { Alert, Group, Loader, Text } from '@mantine/core';
import type { IdName, SyncWorkOrder } from '@canopy/shared';
import { useOfflineRecordById, useSyncStatus } from '../../offline/hooks';

/** What the crew sections read of the work order kept on the device (the pull's work order record). */
export type CrewWorkOrder = Pick<
  SyncWorkOrder,
  | 'Id'
  | 'StatusId'
  | 'HasSchedules'
  | 'ServiceGroupId'
  | 'AccountLocationId'
  | 'ScoutingReportRequired'
  | 'SentScoutingReport'
  | 'ScoutingReportNotes'
  | 'Schedules'
>;

export const NOT_OFFLINE_YET = 'This work order is not available offline yet.';

export type CrewWorkOrderState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; workOrder: CrewWorkOrder };

/**
 * The work order as the device holds it. Online, a work order not yet on the device is on its way
 * (opening it pinned it, and the next sync brings it), so it reads as loading; offline it is missing.
 */
export function useCrewWorkOrder(workOrderId: number): CrewWorkOrderState {
  const record = useOfflineRecordById<CrewWorkOrder>('workOrder', workOrderId);
  const { online } = useSyncStatus();
  if (record) return { status: 'ready', workOrder: record.Data };
  if (record === null && !online) return { status: 'missing' };
  return { status: 'loading' };
}

/** Everyone crewing the work order on any of its schedule days, once each. */
export function crewOf(workOrder: CrewWorkOrder): IdName[] {
  const crew = new Map<number, IdName>();
  for (const s of workOrder.Schedules)
    for (const d of s.Dates)
      for (const c of d.Crew)
        if (!crew.has(c.EmployeeId)) crew.set(c.EmployeeId, { Id: c.EmployeeId, Name: c.Name });
  return [...crew.values()];
}

export type CrewWorkOrderGateProps = {
  workOrderId: number;
  children: (workOrder: CrewWorkOrder) => ReactNode;
};

/** Shows a section once its work order is on the device; until then a loader, or why it cannot be shown. */
export function CrewWorkOrderGate({ workOrderId, children }: CrewWorkOrderGateProps) {
  const state = useCrewWorkOrder(workOrderId);
  if (state.status === 'ready') return <>{children(state.workOrder)}</>;
  if (state.status === 'missing')
    return (
      <Alert color="yellow" title="Offline">
        {NOT_OFFLINE_YET}
      </Alert>
    );
  return (
    <Group gap="xs" aria-busy>
      <Loader size="sm" aria-label="Loading work order" />
      <Text size="sm" c="dimmed">
        Getting the work order onto this device…
      </Text>
    </Group>
  );
}

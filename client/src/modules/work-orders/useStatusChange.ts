import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WorkOrderMessages, WorkOrderStatuses, type WorkOrder } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { updateWorkOrderStatus } from './mutations';
import { reportStatusFailure } from './statusFailure';
import { needsSchedule, statusName } from './statusOptions';

/**
 * The info screen's status select: the choice shows while it is sent and reverts on failure.
 * Completed goes through the completion flow (edits saved, readiness checked) instead.
 */
export function useStatusChange(workOrder: WorkOrder, refetch: () => void, complete: () => Promise<void>) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<number | null>(null);

  async function change(statusId: number) {
    if (statusId === WorkOrderStatuses.Completed) return complete();
    if (needsSchedule(statusId) && !workOrder.HasSchedules) {
      notifyError(WorkOrderMessages.MakeSureScheduled);
      return;
    }
    setPending(statusId);
    try {
      await updateWorkOrderStatus(queryClient, workOrder.Id, statusId);
      notifySuccess(`Status changed to ${statusName(statusId)}`);
    } catch (error) {
      reportStatusFailure(error);
      if (error instanceof ApiError && error.isConflict) refetch();
    } finally {
      setPending(null);
    }
  }

  return { shown: pending ?? workOrder.StatusId, busy: pending !== null, change };
}

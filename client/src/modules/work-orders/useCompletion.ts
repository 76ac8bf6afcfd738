import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { WorkOrderMessages, type CompletedWorkOrder, type WorkOrder } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { handleApiError } from '../../ui/handleApiError';
import { confirm } from '../../ui/confirm';
import { notifySuccess } from '../../ui/notify';
import type { FlushEdits } from './BasicInfoTab';
import { completeWorkOrder } from './mutations';
import { readyToComplete } from './queries';

const COMPLETION_MESSAGES: string[] = [
  WorkOrderMessages.DailyLogsRequired,
  WorkOrderMessages.WorkedHoursRequired,
  WorkOrderMessages.ScoutingReportRequired,
];

/** The completion problems a refused complete call names, if that is why it was refused. */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const service = error.modelState['Service'] ?? [];
  return service.filter((m) => COMPLETION_MESSAGES.includes(m));
}

/**
 * Completing a work order (spec §4): unsaved basic-info edits are saved first, then the
 * ready-to-complete check; a ready order is completed, and the user goes back to the return page —
 * after being offered to email the scouting report when a scouting-report service was completed.
 */
export function useCompletion(workOrder: WorkOrder, flush: FlushEdits, returnPage: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [completed, setCompleted] = useState<CompletedWorkOrder | null>(null);
  const id = workOrder.Id;

  const leave = () => {
    setCompleted(null);
    if (returnPage) void navigate({ href: returnPage, ignoreBlocker: true });
  };

  async function complete() {
    const go = await confirm({
      title: `Complete work order ${id}?`,
      message: 'Its open services are marked completed as well. Unsaved basic info is saved first.',
      confirmLabel: 'Complete',
    });
    if (!go) return;
    setBusy(true);
    try {
      if (!(await flush())) return;
      const ready = await readyToComplete(id);
      if (!ready.Ready) {
        setProblems(ready.Messages);
        return;
      }
      const done = await completeWorkOrder(queryClient, id);
      notifySuccess(`Work order ${id} completed`);
      if (done.ScoutingReportServiceCompleted) setCompleted(done);
      else leave();
    } catch (error) {
      const found = problemsOf(error);
      if (found.length) setProblems(found);
      else handleApiError(error, WorkOrderMessages.UpdatingWorkOrderFailed);
    } finally {
      setBusy(false);
    }
  }

  return {
    complete,
    busy,
    problems,
    clearProblems: () => setProblems([]),
    completed,
    leave,
  };
}

import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { canRequestCancellation, mayComplete, WorkOrderStatuses as S, type WorkOrder } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { confirm } from '../../ui/confirm';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import type { FlushEdits } from './BasicInfoTab';
import { CompletionProblemsDialog } from './CompletionProblemsDialog';
import { CorrectionActions } from './CorrectionActions';
import { requestCancellation } from './mutations';
import { ScoutingEmailDialog } from './ScoutingEmailDialog';
import { reportStatusFailure } from './statusFailure';
import { StatusSelect } from './StatusSelect';
import { useCompletion } from './useCompletion';
import { useStatusChange } from './useStatusChange';

export interface WorkOrderActionsProps {
  workOrder: WorkOrder;
  flush: FlushEdits;
  refetch: () => void;
  returnPage?: string;
}

/** Status, cancellation request and completion of the work order on the info screen. */
export function WorkOrderActions({ workOrder: w, flush, refetch, returnPage }: WorkOrderActionsProps) {
  const claims = useClaims();
  const queryClient = useQueryClient();
  const completion = useCompletion(w, flush, returnPage);
  const status = useStatusChange(w, refetch, completion.complete);
  const [cancelling, setCancelling] = useState(false);
  const finished = w.StatusId === S.Completed || w.StatusId === S.PendingCancellation;

  async function askCancellation() {
    const go = await confirm({
      title: `Request cancellation of work order ${w.Id}?`,
      message: 'The branch manager is emailed to cancel it; until then it waits as Pending Cancellation.',
      confirmLabel: 'Request cancellation',
      danger: true,
    });
    if (!go) return;
    setCancelling(true);
    try {
      const answer = await requestCancellation(queryClient, w.Id);
      if (answer.Warning) notifyWarning(answer.Warning);
      else notifySuccess('Cancellation requested; the branch manager was notified.');
    } catch (error) {
      reportStatusFailure(error);
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Group gap="xs" align="flex-end">
      <StatusSelect
        statusId={status.shown}
        onChange={(s) => void status.change(s)}
        label="Status"
        busy={status.busy || completion.busy}
      />
      {canRequestCancellation(w.StatusId, claims) && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconMailForward size={16} />}
          onClick={() => void askCancellation()}
          loading={cancelling}
        >
          Request cancellation
        </Button>
      )}
      {mayComplete(claims) && !finished && (
        <Button
          leftSection={<IconCircleCheck size={16} />}
          onClick={() => void completion.complete()}
          loading={completion.busy}
        >
          Complete work order
        </Button>
      )}
      <CorrectionActions workOrder={w} />
      <CompletionProblemsDialog problems={completion.problems} onClose={completion.clearProblems} />
      <ScoutingEmailDialog
        opened={completion.completed !== null}
        workOrderId={w.Id}
        reportOptionIds={completion.completed?.ReportOptionIds ?? []}
        onDone={completion.leave}
      />
    </Group>
  );
}

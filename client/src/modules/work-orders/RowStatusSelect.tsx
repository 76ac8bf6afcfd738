import { useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { WorkOrderMessages, type WorkOrderRow } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { reportStatusFailure } from './statusFailure';
import { refreshWorkOrders, updateRowStatus } from './mutations';
import { needsSchedule, statusName } from './statusOptions';
import { StatusSelect } from './StatusSelect';

/**
 * The list's inline status edit. The choice shows at once; a refused or failed update puts the
 * original status back (spec §4).
 */
export function RowStatusSelect({ row }: { row: WorkOrderRow }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(row.StatusId);
  const [busy, setBusy] = useState(false);

  useEffect(() => setShown(row.StatusId), [row.StatusId]);

  async function change(statusId: number) {
    if (needsSchedule(statusId) && !row.ScheduleDate) {
      notifyError(WorkOrderMessages.MakeSureScheduled);
      return;
    }
    setShown(statusId);
    setBusy(true);
    try {
      await updateRowStatus(queryClient, row.Id, statusId);
      notifySuccess(`Work order ${row.Id} is now ${statusName(statusId)}`);
    } catch (error) {
      setShown(row.StatusId);
      reportStatusFailure(error);
      if (error instanceof ApiError && error.isConflict) await refreshWorkOrders(queryClient);
    } finally {
      setBusy(false);
    }
  }

  return (
    // The dropdown is a React child of this cell: keep its clicks from opening the row.
    <Box onClick={(e) => e.stopPropagation()}>
      <StatusSelect
        statusId={shown}
        onChange={(s) => void change(s)}
        label={`Status of work order ${row.Id}`}
        hideLabel
        busy={busy}
        w={130}
      />
    </Box>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { ScoutingEntry, ScoutingNotes, ScoutingReportSent } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { mediaKeys } from './queries';

export async function toggleScoutingEntryArchived(id: number): Promise<ScoutingEntry> {
  return (await api.post('/workOrders/workOrderScoutingInfo/{id}/toggleArchived', { path: { id } })).data;
}

export async function updateScoutingNotes(workOrderId: number, notes: string): Promise<ScoutingNotes> {
  return (
    await api.put('/workOrders/workOrderScoutingInfo/{workOrderId}/updateNotes', {
      path: { workOrderId },
      body: { ScoutingReportNotes: notes },
    })
  ).data;
}

/** Once sent, the work order's scouting report (its sent flag) is read again. */
export async function emailScoutingReport(
  queryClient: QueryClient,
  workOrderId: number,
  shortVersion: boolean,
  resend: boolean,
): Promise<ScoutingReportSent> {
  const { data } = await api.get('/workOrders/workOrderScoutingInfo/{workOrderId}/emailScoutingReport', {
    path: { workOrderId },
    query: { ShortVersion: shortVersion, Resend: resend || undefined },
  });
  void queryClient.invalidateQueries({ queryKey: mediaKeys.scouting(workOrderId) });
  return data;
}

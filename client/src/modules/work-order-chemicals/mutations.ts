import type { QueryClient } from '@tanstack/react-query';
import type {
  ApplicationHistory,
  NewApplicationRecord,
  NewWorkOrderChemical,
  SaveWorkOrderChemical,
  WorkOrderChemical,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { chemicalKeys } from './queries';

/** Every chemical list of the work order (lines, histories, log) is read again after a write. */
const chemicalsChanged = (queryClient: QueryClient, workOrderId: number) =>
  queryClient.invalidateQueries({ queryKey: chemicalKeys.all(workOrderId) });

export async function addChemicalLine(
  queryClient: QueryClient,
  workOrderId: number,
  body: NewWorkOrderChemical,
): Promise<WorkOrderChemical> {
  const { data } = await api.post('/workOrders/chemicals/add', { body });
  void chemicalsChanged(queryClient, workOrderId);
  return data;
}

export async function saveChemicalLine(
  queryClient: QueryClient,
  workOrderId: number,
  body: SaveWorkOrderChemical,
): Promise<WorkOrderChemical> {
  const { data } = await api.put('/workOrders/chemicals/save', { body });
  void chemicalsChanged(queryClient, workOrderId);
  return data;
}

export async function toggleChemicalLine(queryClient: QueryClient, line: WorkOrderChemical) {
  const { data } = await api.post('/workOrders/chemicals/{id}/toggleArchived', { path: { id: line.Id } });
  void chemicalsChanged(queryClient, line.WorkOrderId);
  return data;
}

export async function recordApplication(
  queryClient: QueryClient,
  line: WorkOrderChemical,
  body: NewApplicationRecord,
): Promise<ApplicationHistory> {
  try {
    return (await api.post('/workOrders/chemicals/{id}/applications', { path: { id: line.Id }, body })).data;
  } finally {
    // Refused as stale too: the list then shows the correction someone else made.
    await chemicalsChanged(queryClient, line.WorkOrderId);
  }
}

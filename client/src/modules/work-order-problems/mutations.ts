import type { QueryClient } from '@tanstack/react-query';
import type {
  EquipmentProblem,
  NewEquipmentProblem,
  NewWorkOrderDamage,
  NewWorkOrderDamageService,
  SaveEquipmentProblem,
  SaveWorkOrderDamage,
  WorkOrderDamage,
  WorkOrderDamageService,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { problemKeys } from './queries';

/** Both the work order's tab and the screen show problems: either is read again after a write. */
const problemsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: problemKeys.all });

export async function addProblem(
  queryClient: QueryClient,
  body: NewEquipmentProblem,
): Promise<EquipmentProblem> {
  const { data } = await api.post('/workOrders/equipmentproblems/add', { body });
  void problemsChanged(queryClient);
  return data;
}

/** A save from a list: the list is read again even when refused, so a status shown reverts. */
export async function saveProblem(
  queryClient: QueryClient,
  body: SaveEquipmentProblem,
): Promise<EquipmentProblem> {
  try {
    const { data } = await api.put('/workOrders/equipmentproblems/save', { body });
    return data;
  } finally {
    void problemsChanged(queryClient);
  }
}

export async function toggleProblemArchived(queryClient: QueryClient, id: number): Promise<EquipmentProblem> {
  const { data } = await api.post('/workOrders/equipmentproblems/{id}/toggleArchived', { path: { id } });
  void problemsChanged(queryClient);
  return data;
}

export async function addDamage(
  queryClient: QueryClient,
  body: NewWorkOrderDamage,
): Promise<WorkOrderDamage> {
  const { data } = await api.post('/workOrders/workOrderDamages/add', { body });
  void queryClient.invalidateQueries({ queryKey: problemKeys.damages(body.WorkOrderId) });
  return data;
}

export async function saveDamage(
  queryClient: QueryClient,
  body: SaveWorkOrderDamage,
): Promise<WorkOrderDamage> {
  const { data } = await api.put('/workOrders/workOrderDamages/save', { body });
  void queryClient.invalidateQueries({ queryKey: problemKeys.damages(data.WorkOrderId) });
  return data;
}

export async function toggleDamageArchived(
  queryClient: QueryClient,
  d: WorkOrderDamage,
): Promise<WorkOrderDamage> {
  const { data } = await api.post('/workOrders/workOrderDamages/{id}/toggleArchived', { path: { id: d.Id } });
  void queryClient.invalidateQueries({ queryKey: problemKeys.damages(d.WorkOrderId) });
  return data;
}

export async function addDamageService(
  queryClient: QueryClient,
  body: NewWorkOrderDamageService,
): Promise<WorkOrderDamageService> {
  const { data } = await api.post('/workOrders/workOrderDamageServices/add', { body });
  void queryClient.invalidateQueries({ queryKey: problemKeys.damageServices(body.DamageId) });
  return data;
}

export async function toggleDamageServiceArchived(
  queryClient: QueryClient,
  s: WorkOrderDamageService,
): Promise<WorkOrderDamageService> {
  const { data } = await api.post('/workOrders/workOrderDamageServices/{id}/toggleArchived', {
    path: { id: s.Id },
  });
  void queryClient.invalidateQueries({ queryKey: problemKeys.damageServices(s.DamageId) });
  return data;
}

import { queryOptions } from '@tanstack/react-query';
import {
  WORK_ORDER_PROBLEM_PAGE_SIZE,
  type EquipmentProblem,
  type WorkOrderDamage,
  type WorkOrderDamageService,
  type WorkOrderEquipment,
} from '@canopy/shared';
import { getOffline } from '../../offline/context';
import { fetchLookup, type Lookup } from '../../offline/lookups';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const problemKeys = {
  all: ['equipmentProblems'] as const,
  ofWorkOrder: (workOrderId: number) => ['equipmentProblems', 'workOrder', workOrderId] as const,
  screen: ['equipmentProblems', 'screen'] as const,
  damages: (workOrderId: number) => ['workOrderDamages', workOrderId] as const,
  damageServices: (damageId: number) => ['workOrderDamageServices', damageId] as const,
};

/** The screen's filters exactly as the `_search` body carries them. */
export type ProblemFilters = {
  BranchIds?: number[];
  StatusIds?: number[];
  DateFrom?: string;
  DateTo?: string;
};

export async function fetchWorkOrderProblems(
  workOrderId: number,
  req: ListRequest,
): Promise<ListPage<EquipmentProblem>> {
  const body = {
    WorkOrderId: workOrderId,
    IncludeArchived: req.IncludeArchived,
    Skip: req.Skip,
    Take: WORK_ORDER_PROBLEM_PAGE_SIZE,
  };
  return toPage(await api.post('/workOrders/equipmentproblems/_search', { body }));
}

export async function fetchProblemsScreen(
  req: ListRequest<ProblemFilters>,
): Promise<ListPage<EquipmentProblem>> {
  const body = {
    IncludeArchived: req.IncludeArchived,
    Skip: req.Skip,
    Take: req.Take,
    BranchIds: req.BranchIds,
    StatusIds: req.StatusIds,
    DateFrom: req.DateFrom,
    DateTo: req.DateTo,
  };
  return toPage(await api.post('/workOrders/equipmentproblems/_search', { body }));
}

/** The equipment on the work order's schedules: the add form picks from it. */
/** The equipment on the work order's schedules, kept on the device for a problem reported offline. */
export const workOrderEquipmentLookup = (workOrderId: number): Lookup<WorkOrderEquipment[]> => ({
  key: `/workOrders/${workOrderId}/equipment`,
  fetch: async () => (await api.get('/workOrders/{id}/equipment', { path: { id: workOrderId } })).data,
});

export const workOrderEquipmentQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: ['workOrders', workOrderId, 'equipment'] as const,
    queryFn: async (): Promise<WorkOrderEquipment[]> => {
      const spec = workOrderEquipmentLookup(workOrderId);
      const ctx = getOffline();
      return ctx ? fetchLookup(ctx.db, spec) : spec.fetch();
    },
  });

export async function fetchDamages(
  workOrderId: number,
  req: ListRequest,
): Promise<ListPage<WorkOrderDamage>> {
  const body = {
    WorkOrderId: workOrderId,
    IncludeArchived: req.IncludeArchived,
    Skip: req.Skip,
    Take: WORK_ORDER_PROBLEM_PAGE_SIZE,
  };
  return toPage(await api.post('/workOrders/workOrderDamages/_search', { body }));
}

export const damageServicesQuery = (damageId: number) =>
  queryOptions({
    queryKey: problemKeys.damageServices(damageId),
    queryFn: async (): Promise<WorkOrderDamageService[]> =>
      (
        await api.post('/workOrders/workOrderDamageServices/_search', {
          body: { DamageId: damageId, IncludeArchived: true, Take: 999 },
        })
      ).data,
  });

import { queryOptions } from '@tanstack/react-query';
import {
  ClaimTypeList,
  JobTitles,
  type BranchChoices,
  type CancellationRequested,
  type CompletedWorkOrder,
  type IdName,
  type ReadyToComplete,
  type SaveWorkOrder,
  type ScoutingReportSent,
  type WorkOrder,
  type WorkOrderRow,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { WorkOrderFilters } from './search';

const WORK_ORDERS_CLAIM_TYPE_ID = ClaimTypeList.find((c) => c.Name === 'WorkOrders')!.Id;
const LOOKUP_STALE = 5 * 60_000;

export const workOrderKeys = {
  all: ['workOrders'] as const,
  list: ['workOrders', 'list'] as const,
  one: (id: number) => ['workOrders', 'one', id] as const,
};

export async function fetchWorkOrders(req: ListRequest<WorkOrderFilters>): Promise<ListPage<WorkOrderRow>> {
  const res = await api.post<WorkOrderRow[]>('/workOrders/_search', req);
  return { rows: res.data, total: res.total ?? res.data.length };
}

export const workOrderQuery = (id: number) =>
  queryOptions({
    queryKey: workOrderKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<WorkOrder>(`/workOrders/${id}`, { signal })).data,
  });

export const saveWorkOrder = async (body: SaveWorkOrder) =>
  (await api.put<WorkOrder>('/workOrders/save', body)).data;

export const updateWorkOrderStatus = async (WorkOrderId: number, StatusId: number) =>
  (await api.put<WorkOrder>('/workOrders/updateStatus', { WorkOrderId, StatusId })).data;

export const toggleWorkOrderArchived = async (id: number) =>
  (await api.post<WorkOrder>(`/workOrders/${id}/toggleActive`)).data;

export const requestCancellation = async (id: number) =>
  (await api.get<CancellationRequested>(`/workOrders/send-cancellation-email/${id}`)).data;

export const readyToComplete = async (id: number) =>
  (await api.get<ReadyToComplete>(`/workOrders/${id}/confirmReadyToComplete`)).data;

export const completeWorkOrder = async (id: number) =>
  (await api.put<CompletedWorkOrder>(`/workOrders/${id}/complete`)).data;

export const emailScoutingReport = async (id: number, shortVersion: boolean, resend: boolean) => {
  const query = `ShortVersion=${shortVersion}${resend ? '&Resend=true' : ''}`;
  return (
    await api.get<ScoutingReportSent>(`/workOrders/workOrderScoutingInfo/${id}/emailScoutingReport?${query}`)
  ).data;
};

/** The branches the user may filter by on work order screens (by their WorkOrders claim). */
export const branchChoicesQuery = (me: number) =>
  queryOptions({
    queryKey: ['workOrders', 'branches', me] as const,
    queryFn: async () =>
      (await api.get<BranchChoices>(`/branches/employee/${me}/${WORK_ORDERS_CLAIM_TYPE_ID}`)).data,
    staleTime: LOOKUP_STALE,
  });

/** Arborists, of one branch or (0) of every branch. */
export const arboristsQuery = (branchId: number) =>
  queryOptions({
    queryKey: ['workOrders', 'arborists', branchId] as const,
    queryFn: async () => (await api.get<IdName[]>(`/employees/arborists/${branchId}`)).data,
    staleTime: LOOKUP_STALE,
  });

export const foremenQuery = queryOptions({
  queryKey: ['workOrders', 'foremen'] as const,
  queryFn: async () =>
    (await api.get<IdName[]>(`/employees/employeesByJobTitles?jobTitleIds=${JobTitles.Foreman}`)).data,
  staleTime: LOOKUP_STALE,
});

export type SalesTerritoryOption = IdName & { BranchId: number };

export const salesTerritoriesQuery = queryOptions({
  queryKey: ['workOrders', 'salesTerritories'] as const,
  queryFn: async () => (await api.get<SalesTerritoryOption[]>('/salesTerritories/all')).data,
  staleTime: LOOKUP_STALE,
});

import { queryOptions } from '@tanstack/react-query';
import {
  GLOBAL_CHEMICALS_TAKE,
  WORK_ORDER_CHEMICAL_PAGE_SIZE,
  type ApplicationExportQuery,
  type IdName,
  type WorkOrderChemical,
} from '@canopy/shared';
import { api, request, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const chemicalKeys = {
  all: (workOrderId: number) => ['workOrders', workOrderId, 'chemicals'] as const,
  list: (workOrderId: number, serviceId: number) =>
    ['workOrders', workOrderId, 'chemicals', serviceId] as const,
  history: (workOrderId: number, lineId: number) =>
    ['workOrders', workOrderId, 'chemicals', 'history', lineId] as const,
  log: (workOrderId: number) => ['workOrders', workOrderId, 'chemicals', 'log'] as const,
};

export async function fetchChemicalLines(
  serviceId: number,
  req: ListRequest,
): Promise<ListPage<WorkOrderChemical>> {
  const body = {
    WorkOrderServiceId: serviceId,
    IncludeArchived: req.IncludeArchived,
    Skip: req.Skip,
    Take: WORK_ORDER_CHEMICAL_PAGE_SIZE,
  };
  return toPage(await api.post('/workOrders/chemicals/_search', { body }));
}

/** The global chemicals (the first 1000, spec §9) and the carrier and unit lists of the line form. */
export const lineChoicesQuery = queryOptions({
  queryKey: ['workOrders', 'chemicalChoices'] as const,
  queryFn: async () => {
    const [chemicals, carriers, units] = await Promise.all([
      api.post('/chemicals/_search', { body: { Query: '', Skip: 0, Take: GLOBAL_CHEMICALS_TAKE } }),
      api.get('/chemicals/carriers'),
      api.get('/chemicals/units'),
    ]);
    const options = (rows: IdName[]) => rows.map((r) => ({ value: String(r.Id), label: r.Name }));
    return {
      chemicals: options(chemicals.data),
      carriers: options(carriers.data),
      units: options(units.data),
    };
  },
  staleTime: 5 * 60_000,
});

export const applicatorsQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: ['workOrders', workOrderId, 'applicators'] as const,
    queryFn: async () =>
      (await api.get('/workOrders/chemicals/applicators/{id}', { path: { id: workOrderId } })).data,
    staleTime: 60_000,
  });

export const historyQuery = (workOrderId: number, lineId: number) =>
  queryOptions({
    queryKey: chemicalKeys.history(workOrderId, lineId),
    queryFn: async () =>
      (await api.get('/workOrders/chemicals/{id}/applications', { path: { id: lineId } })).data,
  });

export const applicationLogQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: chemicalKeys.log(workOrderId),
    queryFn: async () =>
      (await api.get('/workOrders/chemicals/log/{id}', { path: { id: workOrderId } })).data,
  });

/** The CSV of the records applied in the range (and branch), as a file. */
export async function fetchApplicationsCsv(q: ApplicationExportQuery): Promise<Blob> {
  const params = new URLSearchParams({ From: q.From, To: q.To });
  if (q.BranchId) params.set('BranchId', String(q.BranchId));
  const res = await request<Blob>('GET', `/workOrders/chemicals/applications.csv?${params}`, undefined, {
    responseType: 'blob',
  });
  return res.data;
}

/** The work order's live services, each of which carries its own chemicals. */
export const workOrderServicesQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: [...chemicalKeys.all(workOrderId), 'services'] as const,
    queryFn: async () =>
      (
        await api.post('/workOrders/services/_search', {
          body: { WorkOrderId: workOrderId, Skip: 0, Take: 999 },
        })
      ).data,
  });

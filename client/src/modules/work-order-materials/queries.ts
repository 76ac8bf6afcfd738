import { queryOptions } from '@tanstack/react-query';
import {
  RESOURCE_LIST_TAKE,
  WORK_ORDER_MATERIAL_PAGE_SIZE,
  type Material,
  type MaterialServiceChoice,
  type WorkOrderMaterial,
  type WorkOrderPurchaseOrders,
} from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import { getOffline } from '../../offline/context';
import { fetchLookup, type Lookup } from '../../offline/lookups';
import type { ListPage, ListRequest } from '../../ui/listState';

export const materialKeys = {
  all: (workOrderId: number) => ['workOrders', workOrderId, 'materials'] as const,
  list: (workOrderId: number, typeId: number) => ['workOrders', workOrderId, 'materials', typeId] as const,
  services: (workOrderId: number) => ['workOrders', workOrderId, 'materials', 'services'] as const,
  purchaseOrders: (workOrderId: number) => ['workOrders', workOrderId, 'purchaseOrders'] as const,
};

export async function fetchWorkOrderMaterials(
  workOrderId: number,
  typeId: number,
  req: ListRequest,
): Promise<ListPage<WorkOrderMaterial>> {
  const body = {
    WorkOrderId: workOrderId,
    MaterialTypeId: typeId,
    IncludeArchived: req.IncludeArchived,
    Skip: req.Skip,
    Take: WORK_ORDER_MATERIAL_PAGE_SIZE,
  };
  return toPage(await api.post('/workOrders/workOrderMaterials/_search', { body }));
}

/** Online, the answer is also kept on the device, so the form has its choices without a connection. */
const keptOnDevice = <T>(spec: Lookup<T>) => {
  const ctx = getOffline();
  return ctx ? fetchLookup(ctx.db, spec) : spec.fetch();
};

const CATALOGUE = { Query: '', Skip: 0, Take: RESOURCE_LIST_TAKE };

/** The catalogue's live materials and disposals ("all materials", first 999). */
export const catalogueMaterialsLookup: Lookup<Material[]> = {
  key: `POST /materials/_search ${JSON.stringify(CATALOGUE)}`,
  fetch: async () => (await api.post('/materials/_search', { body: CATALOGUE })).data,
};

export const catalogueMaterialsQuery = queryOptions({
  queryKey: ['materials', 'all'] as const,
  queryFn: () => keptOnDevice(catalogueMaterialsLookup),
  staleTime: 5 * 60_000,
});

/** The work order's services with their inventory items: what a material may be for. */
export const materialServicesLookup = (workOrderId: number): Lookup<MaterialServiceChoice[]> => ({
  key: `/workOrders/workOrderMaterials/services/${workOrderId}`,
  fetch: async () =>
    (await api.get('/workOrders/workOrderMaterials/services/{id}', { path: { id: workOrderId } })).data,
});

export const materialServicesQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: materialKeys.services(workOrderId),
    queryFn: () => keptOnDevice(materialServicesLookup(workOrderId)),
  });

export const workOrderPurchaseOrdersQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: materialKeys.purchaseOrders(workOrderId),
    queryFn: async (): Promise<WorkOrderPurchaseOrders> =>
      (await api.get('/workOrders/{id}/purchaseOrders', { path: { id: workOrderId } })).data,
  });

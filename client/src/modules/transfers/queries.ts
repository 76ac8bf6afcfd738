import { queryOptions } from '@tanstack/react-query';
import {
  RESOURCE_LIST_TAKE,
  type AvailableTransferResource,
  type TransferFind,
  type TransferFindResult,
  type TransferRequest,
  type TransferRequestSearch,
} from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const transferKeys = {
  all: ['transfers'] as const,
  requests: ['transfers', 'requests'] as const,
  lookups: ['transfers', 'lookups'] as const,
};

const LOOKUP_STALE = 5 * 60_000;

export const fetchTransferRequests = async (
  req: ListRequest & Partial<TransferRequestSearch>,
): Promise<ListPage<TransferRequest>> =>
  toPage(await api.post('/transfers/_transferRequests/_search', { body: req }));

export const crewJobTypesQuery = queryOptions({
  queryKey: [...transferKeys.lookups, 'crewJobTypes'] as const,
  queryFn: async () => (await api.get('/transfers/_crewJobTypes')).data,
  staleTime: LOOKUP_STALE,
});

/** Equipment types a request may ask for: the live ones. */
export const transferEquipmentTypesQuery = queryOptions({
  queryKey: [...transferKeys.lookups, 'equipmentTypes'] as const,
  queryFn: async () =>
    (await api.post('/equipment/_search', { body: { Query: '', Skip: 0, Take: RESOURCE_LIST_TAKE } })).data,
  staleTime: LOOKUP_STALE,
});

export const findResources = async (body: TransferFind): Promise<TransferFindResult[]> =>
  (await api.post('/transfers/_find', { body })).data;

/** What the lending branch can give for the request, crew or equipment as it asks. */
export const lendableQuery = (request: TransferRequest) =>
  queryOptions({
    queryKey: [...transferKeys.all, 'lendable', request.Id, request.Version] as const,
    queryFn: async (): Promise<AvailableTransferResource[]> =>
      request.ResourceTypeId === 1
        ? (await api.get('/transfers/_availableCrew/{id}', { path: { id: request.Id } })).data
        : (await api.get('/transfers/_availableEquip/{id}', { path: { id: request.Id } })).data,
  });

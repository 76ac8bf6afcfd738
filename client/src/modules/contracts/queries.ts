import { queryOptions } from '@tanstack/react-query';
import type { ContractDetail, ProposalListItem, ProposalSearch } from '@canopy/shared';
import { ProposalTypes } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const contractKeys = {
  all: ['contracts'] as const,
  list: ['contracts', 'list'] as const,
  header: ['contracts', 'header'] as const,
  detail: (id: number) => ['contracts', 'detail', id] as const,
  locationItems: (locationId: number) => ['contracts', 'locationItems', locationId] as const,
};

export type ContractFilters = Pick<
  ProposalSearch,
  | 'StatusIds'
  | 'BranchIds'
  | 'SalesRepId'
  | 'YearOfWork'
  | 'WAStatusIds'
  | 'WAApprovedValues'
  | 'ClassificationIds'
  | 'ShowLegacyContract'
>;

/** One page of contracts: the proposal search with the contract type and the contract filters (spec §7). */
export async function fetchContracts(req: ListRequest<ContractFilters>): Promise<ListPage<ProposalListItem>> {
  const { data } = await api.post('/proposals/_search', {
    body: { ...req, ProposalTypeId: ProposalTypes.Contract },
  });
  return { rows: data.Proposals, total: data.Total };
}

export const contractHeaderQuery = queryOptions({
  queryKey: contractKeys.header,
  queryFn: async () => (await api.get('/proposals/contracts')).data,
  staleTime: 5 * 60_000,
});

export const contractQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: async ({ signal }): Promise<ContractDetail> =>
      (await api.get('/proposals/contracts/{id}', { path: { id }, signal })).data,
  });

export const locationItemsQuery = (locationId: number) =>
  queryOptions({
    queryKey: contractKeys.locationItems(locationId),
    queryFn: async () =>
      (
        await api.get('/serviceItems/legacy-contract-items/{accountLocationId}', {
          path: { accountLocationId: locationId },
        })
      ).data,
  });

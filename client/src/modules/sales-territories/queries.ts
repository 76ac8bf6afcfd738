import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SalesTerritoryRow } from '@canopy/shared';
import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { TerritoryFilters } from './search';

export const territoryKeys = {
  all: ['salesTerritories'] as const,
  list: ['salesTerritories', 'list'] as const,
  detail: (id: number) => ['salesTerritories', 'detail', id] as const,
};

/**
 * Pages the territory list. Without a branch picked, a user who may not choose "All branches"
 * sees the territories of the branches offered to them, never the whole company.
 */
export function territoryFetcher(queryClient: QueryClient, employeeId: number) {
  return async (req: ListRequest<TerritoryFilters>): Promise<ListPage<SalesTerritoryRow>> => {
    const { Query, Skip, Take } = req;
    let BranchIds = req.BranchIds;
    if (!BranchIds?.length) {
      const choices = await queryClient.ensureQueryData(branchChoicesFor('SalesTerritories', employeeId));
      if (!choices.AllBranchesOption) {
        const own = choices.Branches.map((b) => b.Id);
        // No branch at all matches nothing; an empty list would mean every branch to the server.
        BranchIds = own.length ? own : [0];
      }
    }
    return toPage(await api.post('/salesTerritories/_search', { body: { Query, Skip, Take, BranchIds } }));
  };
}

export const territoryQuery = (id: number) =>
  queryOptions({
    queryKey: territoryKeys.detail(id),
    queryFn: async () => (await api.get('/salesTerritories/{id}', { path: { id } })).data,
  });

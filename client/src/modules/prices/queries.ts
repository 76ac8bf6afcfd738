import { queryOptions } from '@tanstack/react-query';
import type { PriceDetail, PriceTableRow } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import { PRICE_SEARCH_TAKE } from './search';

export const priceKeys = {
  all: ['prices'] as const,
  list: ['prices', 'list'] as const,
  /** The table and its detail list share this prefix, so one invalidation refreshes both. */
  table: (id: number) => ['prices', 'table', id] as const,
  sizes: ['prices', 'sizes'] as const,
};

export async function fetchPriceTables(req: ListRequest): Promise<ListPage<PriceTableRow>> {
  const { Query, Skip, Take, IncludeArchived } = req;
  return toPage(await api.post('/price/_search', { body: { Query, Skip, Take, IncludeArchived } }));
}

export const priceTableQuery = (id: number) =>
  queryOptions({
    queryKey: priceKeys.table(id),
    queryFn: async () => (await api.get('/price/{id}', { path: { id } })).data,
  });

/** Pages one table's rows; the query matches size names. */
export const detailFetcher =
  (priceId: number) =>
  async (req: ListRequest): Promise<ListPage<PriceDetail>> => {
    const { Query, Skip, Take } = req;
    return toPage(await api.post('/price/detail/_search', { body: { PriceId: priceId, Query, Skip, Take } }));
  };

/** Inventory sizes a row can be priced for, in list order. */
export const sizeChoicesQuery = queryOptions({
  queryKey: priceKeys.sizes,
  queryFn: async () =>
    (await api.post('/serviceItems/sizes/_search', { body: { Query: '', Skip: 0, Take: PRICE_SEARCH_TAKE } }))
      .data,
  staleTime: 5 * 60_000,
});

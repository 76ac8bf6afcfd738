import { queryOptions } from '@tanstack/react-query';
import type {
  ItemSize,
  PriceDetail,
  PriceTable,
  PriceTableRow,
  SavePriceDetail,
  SavePriceTable,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
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
  const { data, total } = await api.post<PriceTableRow[]>('/price/_search', {
    Query,
    Skip,
    Take,
    IncludeArchived,
  });
  return { rows: data, total: total ?? data.length };
}

export const priceTableQuery = (id: number) =>
  queryOptions({
    queryKey: priceKeys.table(id),
    queryFn: async () => (await api.get<PriceTable>(`/price/${id}`)).data,
  });

/** Pages one table's rows; the query matches size names. */
export const detailFetcher =
  (priceId: number) =>
  async (req: ListRequest): Promise<ListPage<PriceDetail>> => {
    const { Query, Skip, Take } = req;
    const { data, total } = await api.post<PriceDetail[]>('/price/detail/_search', {
      PriceId: priceId,
      Query,
      Skip,
      Take,
    });
    return { rows: data, total: total ?? data.length };
  };

/** Inventory sizes a row can be priced for, in list order. */
export const sizeChoicesQuery = queryOptions({
  queryKey: priceKeys.sizes,
  queryFn: async () =>
    (
      await api.post<ItemSize[]>('/serviceItems/sizes/_search', {
        Query: '',
        Skip: 0,
        Take: PRICE_SEARCH_TAKE,
      })
    ).data,
  staleTime: 5 * 60_000,
});

export async function createPriceTable(body: SavePriceTable): Promise<PriceTable> {
  return (await api.post<PriceTable>('/price', body)).data;
}

export async function savePriceTable(body: SavePriceTable): Promise<PriceTable> {
  return (await api.put<PriceTable>('/price', body)).data;
}

export async function deletePriceTable(id: number): Promise<void> {
  await api.del(`/price/${id}`);
}

export async function createPriceDetail(body: SavePriceDetail): Promise<PriceDetail> {
  return (await api.post<PriceDetail>('/price/detail', body)).data;
}

export async function savePriceDetail(body: SavePriceDetail): Promise<PriceDetail> {
  return (await api.put<PriceDetail>('/price/detail', body)).data;
}

export async function deletePriceDetail(id: number): Promise<void> {
  await api.del(`/price/detail/${id}`);
}

/** Raises (or lowers) every price of a table: option is ManagePricingOptions. */
export async function updatePrices(id: number, option: number, value: number): Promise<PriceTable> {
  return (await api.put<PriceTable>(`/price/updateById/${id}/${option}`, { Value: value })).data;
}

import type { QueryClient } from '@tanstack/react-query';
import type { PriceDetail, PriceTable, SavePriceDetail, SavePriceTable } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { priceKeys } from './queries';

export async function createPriceTable(body: SavePriceTable): Promise<PriceTable> {
  return (await api.post('/price', { body })).data;
}

export async function savePriceTable(body: SavePriceTable): Promise<PriceTable> {
  return (await api.put('/price', { body })).data;
}

/** Resolves once the table has left the cache and the list is read again. */
export async function deletePriceTable(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/price/{id}', { path: { id } });
  queryClient.removeQueries({ queryKey: priceKeys.table(id) });
  await queryClient.invalidateQueries({ queryKey: priceKeys.list });
}

export async function createPriceDetail(body: SavePriceDetail): Promise<PriceDetail> {
  return (await api.post('/price/detail', { body })).data;
}

export async function savePriceDetail(body: SavePriceDetail): Promise<PriceDetail> {
  return (await api.put('/price/detail', { body })).data;
}

/** Resolves once the table and its rows are read again. */
export async function deletePriceDetail(
  queryClient: QueryClient,
  priceId: number,
  id: number,
): Promise<void> {
  await api.del('/price/detail/{id}', { path: { id } });
  await queryClient.invalidateQueries({ queryKey: priceKeys.table(priceId) });
}

/**
 * Raises (or lowers) every price of a table: option is ManagePricingOptions. The answer is the
 * table, shown at once; its rows and the list are read again.
 */
export async function updatePrices(
  queryClient: QueryClient,
  id: number,
  option: number,
  value: number,
): Promise<PriceTable> {
  const { data } = await api.put('/price/updateById/{id}/{option}', {
    path: { id, option },
    body: { Value: value },
  });
  queryClient.setQueryData(priceKeys.table(id), data);
  void queryClient.invalidateQueries({ queryKey: priceKeys.table(id) });
  void queryClient.invalidateQueries({ queryKey: priceKeys.list });
  return data;
}

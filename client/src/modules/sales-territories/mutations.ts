import type { QueryClient } from '@tanstack/react-query';
import type { SalesTerritory, SaveSalesTerritory } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { recordCache } from '../../kernel/api/recordCache';
import { territoryKeys } from './queries';

const territories = recordCache<SalesTerritory>(territoryKeys);

/** Adds (Id 0) or saves a territory; the saved one is cached and the list read again. */
export async function saveTerritory(
  queryClient: QueryClient,
  body: SaveSalesTerritory,
): Promise<SalesTerritory> {
  return territories.changed(queryClient, (await api.put('/salesTerritories/save', { body })).data);
}

/** The list's inline save (the list reads itself again): the territory's screen reads it again too. */
export async function saveTerritoryRow(
  queryClient: QueryClient,
  body: SaveSalesTerritory,
): Promise<SalesTerritory> {
  const { data } = await api.put('/salesTerritories/save', { body });
  void queryClient.invalidateQueries({ queryKey: territoryKeys.detail(data.Id) });
  return data;
}

/** Resolves once the territory has left the cache and the list is read again. */
export async function deleteTerritory(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/salesTerritories/{id}/remove', { path: { id } });
  await territories.deleted(queryClient, id);
}

export async function saveZipCodes(
  queryClient: QueryClient,
  id: number,
  zips: string[],
): Promise<SalesTerritory> {
  const { data } = await api.post('/salesTerritories/{id}/zipCodes/save', { path: { id }, body: zips });
  return territories.changed(queryClient, data);
}

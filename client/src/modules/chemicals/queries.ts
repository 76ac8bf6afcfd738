import { queryOptions } from '@tanstack/react-query';
import { CatalogueSettingsLists, CHEMICAL_TYPEAHEAD_TAKE, type ChemicalRow } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { ChemicalFilters } from './search';

export const chemicalKeys = {
  all: ['chemicals'] as const,
  list: ['chemicals', 'list'] as const,
  detail: (id: number) => ['chemicals', 'detail', id] as const,
  pictures: (id: number) => ['chemicals', 'pictures', id] as const,
  options: ['chemicals', 'typeahead'] as const,
  lookup: (key: ChemicalListKey) => ['chemicals', 'lookup', key] as const,
};

export async function fetchChemicals(req: ListRequest<ChemicalFilters>): Promise<ListPage<ChemicalRow>> {
  const { Query, Skip, Take, StatusIds } = req;
  return toPage(await api.post('/chemicals/_search', { body: { Query, Skip, Take, StatusIds } }));
}

export const chemicalQuery = (id: number) =>
  queryOptions({
    queryKey: chemicalKeys.detail(id),
    queryFn: async () => (await api.get('/chemicals/{id}', { path: { id } })).data,
  });

/** Chemicals to pick from (the server leaves inactive ones out), all of them in one call. */
export const chemicalOptionsQuery = queryOptions({
  queryKey: chemicalKeys.options,
  queryFn: async () =>
    (
      await api.post('/chemicals/typeahead', {
        body: { Query: '*', Skip: 0, Take: CHEMICAL_TYPEAHEAD_TAKE },
      })
    ).data,
  staleTime: 60_000,
});

export type ChemicalList = (typeof CatalogueSettingsLists)[number] & {
  Key: 'chemicalMethods' | 'chemicalUnits' | 'chemicalCarriers';
};
export type ChemicalListKey = ChemicalList['Key'];

/** Methods, units and carriers: the chemical settings lists, in the order the settings page shows them. */
export const CHEMICAL_LISTS = CatalogueSettingsLists.filter((l): l is ChemicalList =>
  ['chemicalMethods', 'chemicalUnits', 'chemicalCarriers'].includes(l.Key),
);

export const chemicalListQuery = (list: ChemicalList) =>
  queryOptions({
    queryKey: chemicalKeys.lookup(list.Key),
    queryFn: async () => (await api.get(`/${list.Path}`)).data,
    staleTime: 5 * 60_000,
  });

export const chemicalListOf = (key: ChemicalListKey) => CHEMICAL_LISTS.find((l) => l.Key === key)!;

/** The account settings' inactive reasons, which chemicals share with accounts and services. */
export const inactiveReasonsQuery = queryOptions({
  queryKey: ['settingsLists', 'inactiveReasons'] as const,
  queryFn: async () => (await api.get('/accounts/inactiveReasons')).data,
  staleTime: 5 * 60_000,
});

export async function chemicalNameExists(name: string, excludeId?: number): Promise<boolean> {
  const query = { name, excludeId: excludeId || undefined };
  return (await api.get('/chemicals/nameExists', { query })).data.Exists;
}

export const chemicalPicturesQuery = (id: number) =>
  queryOptions({
    queryKey: chemicalKeys.pictures(id),
    queryFn: async () => (await api.get('/chemicals/{id}/pics', { path: { id } })).data,
  });

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CatalogueSettingsLists,
  CHEMICAL_TYPEAHEAD_TAKE,
  type Chemical,
  type ChemicalOption,
  type ChemicalPicture,
  type ChemicalRow,
  type IdName,
  type ListItem,
  type NewChemical,
  type SaveChemical,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { SettingsItem } from '../../ui/settingsRows';
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
  const { data, total } = await api.post<ChemicalRow[]>('/chemicals/_search', {
    Query,
    Skip,
    Take,
    StatusIds,
  });
  return { rows: data, total: total ?? data.length };
}

export const chemicalQuery = (id: number) =>
  queryOptions({
    queryKey: chemicalKeys.detail(id),
    queryFn: async () => (await api.get<Chemical>(`/chemicals/${id}`)).data,
  });

/** Chemicals to pick from (the server leaves inactive ones out), all of them in one call. */
export const chemicalOptionsQuery = queryOptions({
  queryKey: chemicalKeys.options,
  queryFn: async () =>
    (
      await api.post<ChemicalOption[]>('/chemicals/typeahead', {
        Query: '*',
        Skip: 0,
        Take: CHEMICAL_TYPEAHEAD_TAKE,
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
    queryFn: async () => (await api.get<ListItem[]>(`/${list.Path}`)).data,
    staleTime: 5 * 60_000,
  });

export const chemicalListOf = (key: ChemicalListKey) => CHEMICAL_LISTS.find((l) => l.Key === key)!;

/** The whole list is sent (POST, as the spec has it); rows left out are removed unless in use. */
export async function saveChemicalList(list: ChemicalList, items: SettingsItem[]): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  return (await api.post<ListItem[]>(`/${list.Path}`, body)).data;
}

/** The account settings' inactive reasons, which chemicals share with accounts and services. */
export const inactiveReasonsQuery = queryOptions({
  queryKey: ['settingsLists', 'inactiveReasons'] as const,
  queryFn: async () => (await api.get<IdName[]>('/accounts/inactiveReasons')).data,
  staleTime: 5 * 60_000,
});

export async function chemicalNameExists(name: string, excludeId?: number): Promise<boolean> {
  const params = new URLSearchParams({ name });
  if (excludeId) params.set('excludeId', String(excludeId));
  return (await api.get<{ Exists: boolean }>(`/chemicals/nameExists?${params.toString()}`)).data.Exists;
}

export async function createChemical(body: NewChemical): Promise<Chemical> {
  return (await api.post<Chemical>('/chemicals', body)).data;
}

export async function saveChemical(id: number, body: SaveChemical): Promise<Chemical> {
  return (await api.put<Chemical>(`/chemicals/${id}`, body)).data;
}

export async function toggleChemicalActive(id: number): Promise<Chemical> {
  return (await api.post<Chemical>(`/chemicals/${id}/toggleActive`)).data;
}

export async function deleteChemical(id: number): Promise<void> {
  await api.del(`/chemicals?id=${id}`);
}

export const chemicalPicturesQuery = (id: number) =>
  queryOptions({
    queryKey: chemicalKeys.pictures(id),
    queryFn: async () => (await api.get<ChemicalPicture[]>(`/chemicals/${id}/pics`)).data,
  });

export async function uploadChemicalPictures(id: number, files: File[]): Promise<ChemicalPicture[]> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  return (await api.post<ChemicalPicture[]>(`/chemicals/${id}/pics`, body)).data;
}

export async function deleteChemicalPicture(id: number, pictureId: number): Promise<void> {
  await api.del(`/chemicals/${id}/pics/${pictureId}`);
}

/** After any change to a chemical: its record, the list and the pickers that show it. */
export function chemicalChanged(queryClient: QueryClient, saved: Chemical): void {
  queryClient.setQueryData(chemicalKeys.detail(saved.Id), saved);
  void queryClient.invalidateQueries({ queryKey: chemicalKeys.list });
  void queryClient.invalidateQueries({ queryKey: chemicalKeys.options });
}

import { listState, type ListState, searchText } from '../../ui/listState';

export type TerritoryFilters = { BranchIds?: number[] };

/** The territory list's state as it sits in the URL, so reload and back restore it. */
export interface TerritoryListSearch {
  q?: string;
  page?: number;
  branch?: number[];
}

export function validateTerritoryListSearch(s: Record<string, unknown>): TerritoryListSearch {
  const page = Number(s.page);
  const branch = (Array.isArray(s.branch) ? s.branch : [s.branch])
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    branch: branch.length ? branch : undefined,
  };
}

export function toListState(search: TerritoryListSearch): ListState<TerritoryFilters> {
  return listState<TerritoryFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    filters: search.branch ? { BranchIds: search.branch } : {},
  });
}

export function toSearch(state: ListState<TerritoryFilters>): TerritoryListSearch {
  return validateTerritoryListSearch({ q: state.query, page: state.page, branch: state.filters.BranchIds });
}

export type TerritoryTab = 'basic' | 'zips';

export function validateTerritoryInfoSearch(s: Record<string, unknown>): { id: number; tab?: TerritoryTab } {
  const id = Number(s.id);
  return {
    id: Number.isInteger(id) && id > 0 ? id : 0,
    tab: s.tab === 'zips' ? 'zips' : undefined,
  };
}

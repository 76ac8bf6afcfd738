import { listState, type ListState, searchText } from '../../ui/listState';

export interface RoleListSearch {
  q?: string;
  page?: number;
}

export function validateRoleListSearch(s: Record<string, unknown>): RoleListSearch {
  const page = Number(s.page);
  return {
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export const toListState = (s: RoleListSearch): ListState =>
  listState({ query: s.q ?? '', page: s.page ?? 1 });

export const toSearch = (state: ListState): RoleListSearch =>
  validateRoleListSearch({ q: state.query, page: state.page });

export interface RoleInfoSearch {
  /** 0 when the address carries no usable id; the screen then says it could not load. */
  id: number;
}

export function validateRoleInfoSearch(s: Record<string, unknown>): RoleInfoSearch {
  const id = Number(s.id);
  return { id: Number.isInteger(id) && id > 0 ? id : 0 };
}

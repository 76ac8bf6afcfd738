import { META_ITEM_PAGE_SIZE } from '@canopy/shared';
import { listState, type ListState } from '../../ui/listState';

/** A meta item list's state as it sits in the URL, so reload and back restore it. */
export interface MetaItemListSearch {
  q?: string;
  page?: number;
  archived?: boolean;
}

export function validateMetaItemListSearch(s: Record<string, unknown>): MetaItemListSearch {
  const page = Number(s.page);
  // A typed address reads '?q=123' as the number 123; it is still the text searched for.
  const q = typeof s.q === 'string' || typeof s.q === 'number' ? String(s.q).trim() : '';
  return {
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    archived: s.archived === true || s.archived === 'true' ? true : undefined,
  };
}

export const toListState = (s: MetaItemListSearch): ListState =>
  listState({
    query: s.q ?? '',
    page: s.page ?? 1,
    pageSize: META_ITEM_PAGE_SIZE,
    includeArchived: !!s.archived,
  });

export const toSearch = (state: ListState): MetaItemListSearch =>
  validateMetaItemListSearch({ q: state.query, page: state.page, archived: state.includeArchived });

/** ?id= of an info page; anything but a positive integer reads as 0, which shows "not found". */
export function validateIdSearch(s: Record<string, unknown>): { id: number } {
  const id = Number(s.id);
  return { id: Number.isInteger(id) && id > 0 ? id : 0 };
}

/** The list's address with its state in the query string (absent values left out). */
export function listHref(pathname: string, s: MetaItemListSearch): string {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.page) params.set('page', String(s.page));
  if (s.archived) params.set('archived', 'true');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

import { INVENTORY_PAGE_SIZE } from '@canopy/shared';
import { searchText } from '../../ui/listState';
import { listState, type ListState } from '../../ui/listState';

/** An item settings list's state as it sits in the URL, so reload and back restore it. */
export interface InventoryListSearch {
  q?: string;
  page?: number;
  archived?: boolean;
}

export function validateInventoryListSearch(s: Record<string, unknown>): InventoryListSearch {
  const page = Number(s.page);
  return {
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    archived: s.archived === true || s.archived === 'true' ? true : undefined,
  };
}

export const toListState = (s: InventoryListSearch): ListState =>
  listState({
    query: s.q ?? '',
    page: s.page ?? 1,
    pageSize: INVENTORY_PAGE_SIZE,
    includeArchived: !!s.archived,
  });

export const toSearch = (state: ListState): InventoryListSearch =>
  validateInventoryListSearch({ q: state.query, page: state.page, archived: state.includeArchived });

/** ?id= of the item type page; anything but a positive integer reads as 0, which shows "not found". */
export function validateIdSearch(s: Record<string, unknown>): { id: number } {
  const id = Number(s.id);
  return { id: Number.isInteger(id) && id > 0 ? id : 0 };
}

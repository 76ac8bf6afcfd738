import { CatalogueStatusList, CHEMICAL_PAGE_SIZE } from '@canopy/shared';
import { listState, type ListState } from '../../ui/listState';

export type ChemicalFilters = { StatusIds?: number[] };

/** The chemical list's state as it sits in the URL, so reload and back restore it. */
export interface ChemicalListSearch {
  q?: string;
  page?: number;
  /** A status id; absent shows every status. */
  status?: number;
}

const STATUS_IDS = new Set(CatalogueStatusList.map((s) => s.Id));

export function validateChemicalListSearch(s: Record<string, unknown>): ChemicalListSearch {
  const page = Number(s.page);
  const status = Number(s.status);
  return {
    q: typeof s.q === 'string' && s.q.trim() ? s.q.trim() : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: STATUS_IDS.has(status) ? status : undefined,
  };
}

export function toListState(search: ChemicalListSearch): ListState<ChemicalFilters> {
  return listState<ChemicalFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    pageSize: CHEMICAL_PAGE_SIZE,
    filters: { StatusIds: search.status ? [search.status] : undefined },
  });
}

export function toSearch(state: ListState<ChemicalFilters>): ChemicalListSearch {
  return validateChemicalListSearch({
    q: state.query,
    page: state.page,
    status: state.filters.StatusIds?.[0],
  });
}

/** ?id= of an info page; anything but a positive integer reads as 0, which shows "not found". */
export function validateIdSearch(s: Record<string, unknown>): { id: number } {
  const id = Number(s.id);
  return { id: Number.isInteger(id) && id > 0 ? id : 0 };
}

import { EQUIPMENT_RESOURCE_PAGE_SIZE, MaterialTypes, RESOURCE_LIST_TAKE } from '@canopy/shared';
import { listState, type ListState } from '../../ui/listState';

// Each list keeps its state in the URL, so reload and back restore it. Materials, equipment types
// and lease companies are fetched whole (first 999); equipment resources page by 12.

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const flag = (v: unknown) => (v === true || v === 'true' ? true : undefined);
const pageOf = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

export type MaterialFilters = { MaterialTypeId: number };

export interface MaterialListSearch {
  /** MaterialTypes; absent means Material (1). */
  type?: number;
  q?: string;
  archived?: boolean;
}

export function validateMaterialListSearch(s: Record<string, unknown>): MaterialListSearch {
  return {
    type: Number(s.type) === MaterialTypes.Disposal ? MaterialTypes.Disposal : undefined,
    q: text(s.q),
    archived: flag(s.archived),
  };
}

export const materialListState = (s: MaterialListSearch): ListState<MaterialFilters> =>
  listState<MaterialFilters>({
    query: s.q ?? '',
    includeArchived: !!s.archived,
    pageSize: RESOURCE_LIST_TAKE,
    filters: { MaterialTypeId: s.type ?? MaterialTypes.Material },
  });

export const materialSearch = (state: ListState<MaterialFilters>): MaterialListSearch =>
  validateMaterialListSearch({
    type: state.filters.MaterialTypeId,
    q: state.query,
    archived: state.includeArchived,
  });

/** Equipment types and lease companies: a query, and for types the include-archived switch. */
export interface SimpleListSearch {
  q?: string;
  archived?: boolean;
}

export const validateSimpleListSearch = (s: Record<string, unknown>): SimpleListSearch => ({
  q: text(s.q),
  archived: flag(s.archived),
});

export const simpleListState = (s: SimpleListSearch): ListState =>
  listState({ query: s.q ?? '', includeArchived: !!s.archived, pageSize: RESOURCE_LIST_TAKE });

export const simpleSearch = (state: ListState): SimpleListSearch =>
  validateSimpleListSearch({ q: state.query, archived: state.includeArchived });

export type ResourceFilters = { BranchIds?: number[] };

export interface ResourceListSearch {
  q?: string;
  page?: number;
  branch?: number[];
  archived?: boolean;
}

export function validateResourceListSearch(s: Record<string, unknown>): ResourceListSearch {
  const branch = (Array.isArray(s.branch) ? s.branch : [s.branch])
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    q: text(s.q),
    page: pageOf(s.page),
    branch: branch.length ? branch : undefined,
    archived: flag(s.archived),
  };
}

export const resourceListState = (s: ResourceListSearch): ListState<ResourceFilters> =>
  listState<ResourceFilters>({
    query: s.q ?? '',
    page: s.page ?? 1,
    pageSize: EQUIPMENT_RESOURCE_PAGE_SIZE,
    includeArchived: !!s.archived,
    filters: s.branch ? { BranchIds: s.branch } : {},
  });

export const resourceSearch = (state: ListState<ResourceFilters>): ResourceListSearch =>
  validateResourceListSearch({
    q: state.query,
    page: state.page,
    branch: state.filters.BranchIds,
    archived: state.includeArchived,
  });

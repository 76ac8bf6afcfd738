import { SERVICE_PAGE_SIZE } from '@canopy/shared';
import { listState, type ListState } from '../../ui/listState';

/** The list's filters exactly as the `_search` body carries them. */
export type ServiceFilters = {
  StatusIds?: number[];
  ServiceGroupIds?: number[];
  ServiceCategoryIds?: number[];
  ServiceTypeIds?: number[];
};

/** The service list's state as it sits in the URL, so reload and back restore it. */
export interface ServiceListSearch {
  q?: string;
  page?: number;
  status?: number;
  group?: number;
  category?: number;
  type?: number;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function validateServiceListSearch(s: Record<string, unknown>): ServiceListSearch {
  const page = positive(s.page);
  return {
    q: text(s.q),
    page: page && page > 1 ? page : undefined,
    status: positive(s.status),
    group: positive(s.group),
    category: positive(s.category),
    type: positive(s.type),
  };
}

const one = (id: number | undefined) => (id ? [id] : undefined);
const first = (ids: number[] | undefined) => ids?.[0];

export function toListState(search: ServiceListSearch): ListState<ServiceFilters> {
  return listState<ServiceFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    pageSize: SERVICE_PAGE_SIZE,
    filters: {
      StatusIds: one(search.status),
      ServiceGroupIds: one(search.group),
      ServiceCategoryIds: one(search.category),
      ServiceTypeIds: one(search.type),
    },
  });
}

export function toSearch(state: ListState<ServiceFilters>): ServiceListSearch {
  const f = state.filters;
  return validateServiceListSearch({
    q: state.query,
    page: state.page,
    status: first(f.StatusIds),
    group: first(f.ServiceGroupIds),
    category: first(f.ServiceCategoryIds),
    type: first(f.ServiceTypeIds),
  });
}

/** ?id= of the info page (and of the add page, where it names the service to copy). */
export function validateIdSearch(s: Record<string, unknown>): { id: number } {
  return { id: positive(s.id) ?? 0 };
}

/** The add page's id is optional: without one it starts a blank service. */
export function validateAddSearch(s: Record<string, unknown>): { id?: number } {
  return { id: positive(s.id) };
}

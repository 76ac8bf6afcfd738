import { EmployeeStatuses, isIsoDate, type IsoDate } from '@canopy/shared';
import { listState, type ListState, searchText } from '../../ui/listState';

/** The list's filters exactly as the `_search` body carries them. */
export type EmployeeFilters = {
  StatusIds?: number[];
  HasPortalAccess?: boolean;
  ReviewDateFrom?: IsoDate;
  ReviewDateTo?: IsoDate;
  BranchIds?: number[];
};

export type StatusChoice = 'active' | 'inactive' | 'all';
export type PortalChoice = 'any' | 'yes' | 'no';

/**
 * The employee list's state as it sits in the URL, so reload and back restore it. Active is the
 * default status, so it never appears in the URL.
 */
export interface EmployeeListSearch {
  q?: string;
  page?: number;
  sort?: string;
  desc?: boolean;
  status?: 'inactive' | 'all';
  portal?: 'yes' | 'no';
  reviewFrom?: IsoDate;
  reviewTo?: IsoDate;
  branch?: number;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function validateEmployeeListSearch(s: Record<string, unknown>): EmployeeListSearch {
  const page = positive(s.page);
  return {
    q: searchText(s.q),
    page: page && page > 1 ? page : undefined,
    sort: text(s.sort),
    desc: s.desc === true || s.desc === 'true' ? true : undefined,
    status: s.status === 'inactive' || s.status === 'all' ? s.status : undefined,
    portal: s.portal === 'yes' || s.portal === 'no' ? s.portal : undefined,
    reviewFrom: isIsoDate(s.reviewFrom) ? s.reviewFrom : undefined,
    reviewTo: isIsoDate(s.reviewTo) ? s.reviewTo : undefined,
    branch: positive(s.branch),
  };
}

const STATUS_IDS: Record<StatusChoice, number[] | undefined> = {
  active: [EmployeeStatuses.Active],
  inactive: [EmployeeStatuses.Inactive],
  all: undefined,
};

export function toListState(search: EmployeeListSearch): ListState<EmployeeFilters> {
  const filters: EmployeeFilters = {};
  const statusIds = STATUS_IDS[search.status ?? 'active'];
  if (statusIds) filters.StatusIds = statusIds;
  if (search.portal) filters.HasPortalAccess = search.portal === 'yes';
  if (search.reviewFrom) filters.ReviewDateFrom = search.reviewFrom;
  if (search.reviewTo) filters.ReviewDateTo = search.reviewTo;
  if (search.branch) filters.BranchIds = [search.branch];
  return listState<EmployeeFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    sort: search.sort ?? null,
    descending: !!search.desc,
    filters,
  });
}

export function statusChoice(filters: EmployeeFilters): StatusChoice {
  if (!filters.StatusIds) return 'all';
  return filters.StatusIds.includes(EmployeeStatuses.Inactive) ? 'inactive' : 'active';
}

export function portalChoice(filters: EmployeeFilters): PortalChoice {
  if (filters.HasPortalAccess === undefined) return 'any';
  return filters.HasPortalAccess ? 'yes' : 'no';
}

export function toSearch(state: ListState<EmployeeFilters>): EmployeeListSearch {
  const f = state.filters;
  const status = statusChoice(f);
  const portal = portalChoice(f);
  return validateEmployeeListSearch({
    q: state.query,
    page: state.page,
    sort: state.sort ?? undefined,
    desc: state.descending,
    status: status === 'active' ? undefined : status,
    portal: portal === 'any' ? undefined : portal,
    reviewFrom: f.ReviewDateFrom,
    reviewTo: f.ReviewDateTo,
    branch: f.BranchIds?.[0],
  });
}

/** Choices a filter control offers, turned back into request filters. */
export function withStatus(filters: EmployeeFilters, choice: StatusChoice): EmployeeFilters {
  const { StatusIds: _old, ...rest } = filters;
  const ids = STATUS_IDS[choice];
  return ids ? { ...rest, StatusIds: ids } : rest;
}

export function withPortal(filters: EmployeeFilters, choice: PortalChoice): EmployeeFilters {
  const { HasPortalAccess: _old, ...rest } = filters;
  return choice === 'any' ? rest : { ...rest, HasPortalAccess: choice === 'yes' };
}

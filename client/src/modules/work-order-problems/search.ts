import { isIsoDate, WORK_ORDER_PROBLEM_PAGE_SIZE, type IsoDate } from '@canopy/shared';
import { listState, pageSizeParam, type ListState } from '../../ui/listState';
import type { ProblemFilters } from './queries';

/** The equipment problems screen's state as it sits in the URL. */
export interface ProblemListSearch {
  page?: number;
  size?: number;
  archived?: boolean;
  branches?: number[];
  statuses?: number[];
  from?: IsoDate;
  to?: IsoDate;
}

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
function ids(v: unknown, max = 100): number[] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const list = [...new Set((Array.isArray(v) ? v : [v]).map(positive).filter((n): n is number => !!n))];
  return list.length ? list.slice(0, max) : undefined;
}

export function validateProblemListSearch(s: Record<string, unknown>): ProblemListSearch {
  const page = positive(s.page);
  return {
    page: page && page > 1 ? page : undefined,
    size: pageSizeParam(s.size, WORK_ORDER_PROBLEM_PAGE_SIZE),
    archived: s.archived === true || s.archived === 'true' ? true : undefined,
    branches: ids(s.branches),
    statuses: ids(s.statuses)?.filter((n) => n <= 3),
    from: isIsoDate(s.from) ? s.from : undefined,
    to: isIsoDate(s.to) ? s.to : undefined,
  };
}

export function toProblemListState(s: ProblemListSearch): ListState<ProblemFilters> {
  const filters: ProblemFilters = {};
  if (s.branches) filters.BranchIds = s.branches;
  if (s.statuses?.length) filters.StatusIds = s.statuses;
  if (s.from) filters.DateFrom = s.from;
  if (s.to) filters.DateTo = s.to;
  return listState<ProblemFilters>({
    page: s.page ?? 1,
    pageSize: s.size ?? WORK_ORDER_PROBLEM_PAGE_SIZE,
    includeArchived: !!s.archived,
    filters,
  });
}

export const toProblemListSearch = (state: ListState<ProblemFilters>): ProblemListSearch =>
  validateProblemListSearch({
    page: state.page,
    size: state.pageSize,
    archived: state.includeArchived,
    branches: state.filters.BranchIds,
    statuses: state.filters.StatusIds,
    from: state.filters.DateFrom,
    to: state.filters.DateTo,
  });

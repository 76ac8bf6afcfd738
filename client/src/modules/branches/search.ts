import { BranchStatuses } from '@canopy/shared';
import { listState, type ListState, searchText } from '../../ui/listState';

/** 'all' shows every status; a status id shows that one. Absent means the default, Active. */
export type BranchStatusChoice = 'all' | number;

export type BranchFilters = { StatusIds?: number[] };

/** The branch list's state as it sits in the URL, so reload and back restore it. */
export interface BranchListSearch {
  q?: string;
  page?: number;
  status?: BranchStatusChoice;
}

const STATUS_IDS = new Set<number>(Object.values(BranchStatuses));

export function validateBranchListSearch(s: Record<string, unknown>): BranchListSearch {
  const page = Number(s.page);
  const status = s.status === 'all' ? 'all' : Number(s.status);
  return {
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    // The default (Active) stays out of the URL so a plain /branches/ link means the same list.
    status:
      status === 'all' || (STATUS_IDS.has(status) && status !== BranchStatuses.Active) ? status : undefined,
  };
}

/** The spec limits branch searches to active ones by default: StatusIds [1]. */
export function statusIdsOf(status: BranchStatusChoice | undefined): number[] | undefined {
  if (status === 'all') return undefined;
  return [status ?? BranchStatuses.Active];
}

export function toListState(search: BranchListSearch): ListState<BranchFilters> {
  return listState<BranchFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    filters: { StatusIds: statusIdsOf(search.status) },
  });
}

export function toSearch(state: ListState<BranchFilters>): BranchListSearch {
  const ids = state.filters.StatusIds;
  return validateBranchListSearch({
    q: state.query,
    page: state.page,
    status: ids?.length ? ids[0] : 'all',
  });
}

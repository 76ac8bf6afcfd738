import { PROMOTION_PAGE_SIZE } from '@canopy/shared';
import { searchText } from '../../ui/listState';
import { listState, type ListState } from '../../ui/listState';

export type PromotionFilters = { IncludeExpired: boolean };

/** The promotion list's state as it sits in the URL, so reload and back restore it. */
export interface PromotionListSearch {
  q?: string;
  page?: number;
  archived?: boolean;
  expired?: boolean;
}

const flag = (v: unknown) => (v === true || v === 'true' || v === 1 || v === '1' ? true : undefined);

export function validatePromotionListSearch(s: Record<string, unknown>): PromotionListSearch {
  const page = Number(s.page);
  return {
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    archived: flag(s.archived),
    expired: flag(s.expired),
  };
}

export const toListState = (s: PromotionListSearch): ListState<PromotionFilters> =>
  listState<PromotionFilters>({
    query: s.q ?? '',
    page: s.page ?? 1,
    pageSize: PROMOTION_PAGE_SIZE,
    includeArchived: !!s.archived,
    filters: { IncludeExpired: !!s.expired },
  });

export const toSearch = (state: ListState<PromotionFilters>): PromotionListSearch =>
  validatePromotionListSearch({
    q: state.query,
    page: state.page,
    archived: state.includeArchived,
    expired: state.filters.IncludeExpired,
  });

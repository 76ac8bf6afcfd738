import { TAX_RATE_PAGE_SIZE } from '@canopy/shared';
import { searchText } from '../../ui/listState';
import { listState, type ListState } from '../../ui/listState';

/** The tax rate list's state as it sits in the URL, so reload and back restore it. */
export interface TaxRateListSearch {
  q?: string;
  page?: number;
}

export function validateTaxRateListSearch(s: Record<string, unknown>): TaxRateListSearch {
  const page = Number(s.page);
  return {
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export const toListState = (s: TaxRateListSearch): ListState =>
  listState({ query: s.q ?? '', page: s.page ?? 1, pageSize: TAX_RATE_PAGE_SIZE });

export const toSearch = (state: ListState): TaxRateListSearch =>
  validateTaxRateListSearch({ q: state.query, page: state.page });

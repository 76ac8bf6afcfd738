import { AccountStatuses } from '@canopy/shared';
import { listState, type ListState, searchText } from '../../ui/listState';

/**
 * Saved-search type of the account list. The spec's SearchTypes stop at 2 (Invoices,
 * InvoiceStatements); 3 is ours.
 */
export const ACCOUNT_SEARCH_TYPE_ID = 3;

export type AccountFilters = { StatusIds?: number[] };

/** The account list's state as it sits in the URL, so reload and back restore it. */
export interface AccountListSearch {
  q?: string;
  page?: number;
  status?: number[];
  sort?: string;
  desc?: boolean;
}

const STATUS_IDS = new Set<number>(Object.values(AccountStatuses));

export function validateAccountListSearch(s: Record<string, unknown>): AccountListSearch {
  const status = (Array.isArray(s.status) ? s.status : [s.status])
    .map(Number)
    .filter((n) => STATUS_IDS.has(n));
  const page = Number(s.page);
  return {
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: status.length ? status : undefined,
    sort: typeof s.sort === 'string' && s.sort ? s.sort : undefined,
    desc: s.desc === true || s.desc === 'true' ? true : undefined,
  };
}

export function toListState(search: AccountListSearch): ListState<AccountFilters> {
  return listState<AccountFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    sort: search.sort ?? null,
    descending: !!search.desc,
    filters: search.status ? { StatusIds: search.status } : {},
  });
}

export function toSearch(state: ListState<AccountFilters>): AccountListSearch {
  const status = state.filters.StatusIds;
  return validateAccountListSearch({
    q: state.query,
    page: state.page,
    status,
    sort: state.sort ?? undefined,
    desc: state.descending,
  });
}

import { ACCOUNT_PAGE_SIZE, AccountStatuses } from '@canopy/shared';
import { listState, pageSizeParam, type ListState, searchText } from '../../ui/listState';

/**
 * Saved-search type of the account list. The spec's SearchTypes stop at 2 (Invoices,
 * InvoiceStatements); 3 is ours.
 */
export const ACCOUNT_SEARCH_TYPE_ID = 3;

/** The list's filters exactly as the `_search` body carries them. */
export type AccountFilters = { StatusIds?: number[]; SalesTerritoryIds?: number[]; ArboristIds?: number[] };

/** The account list's state as it sits in the URL, so reload and back restore it. */
export interface AccountListSearch {
  q?: string;
  page?: number;
  /** Rows a page when the user chose other than the spec's 12. */
  size?: number;
  status?: number[];
  territory?: number[];
  arborist?: number[];
  sort?: string;
  desc?: boolean;
}

const STATUS_IDS = new Set<number>(Object.values(AccountStatuses));

function ids(v: unknown, keep: (n: number) => boolean = (n) => Number.isInteger(n) && n > 0) {
  const list = (Array.isArray(v) ? v : [v]).map(Number).filter(keep);
  return list.length ? [...new Set(list)] : undefined;
}

export function validateAccountListSearch(s: Record<string, unknown>): AccountListSearch {
  const page = Number(s.page);
  return {
    q: searchText(s.q),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: pageSizeParam(s.size, ACCOUNT_PAGE_SIZE),
    status: ids(s.status, (n) => STATUS_IDS.has(n)),
    territory: ids(s.territory),
    arborist: ids(s.arborist),
    sort: typeof s.sort === 'string' && s.sort ? s.sort : undefined,
    desc: s.desc === true || s.desc === 'true' ? true : undefined,
  };
}

export function toListState(search: AccountListSearch): ListState<AccountFilters> {
  const filters: AccountFilters = {};
  if (search.status) filters.StatusIds = search.status;
  if (search.territory) filters.SalesTerritoryIds = search.territory;
  if (search.arborist) filters.ArboristIds = search.arborist;
  return listState<AccountFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    pageSize: search.size ?? ACCOUNT_PAGE_SIZE,
    sort: search.sort ?? null,
    descending: !!search.desc,
    filters,
  });
}

export function toSearch(state: ListState<AccountFilters>): AccountListSearch {
  const f = state.filters;
  return validateAccountListSearch({
    q: state.query,
    page: state.page,
    size: state.pageSize,
    status: f.StatusIds,
    territory: f.SalesTerritoryIds,
    arborist: f.ArboristIds,
    sort: state.sort ?? undefined,
    desc: state.descending,
  });
}

/** Filters with empty choices left out, so the request and the URL carry only what narrows the list. */
export function withFilter(filters: AccountFilters, key: keyof AccountFilters, value: number[] | undefined) {
  const { [key]: _old, ...rest } = filters;
  return value?.length ? { ...rest, [key]: value } : rest;
}

/** Filters from elsewhere (a saved search) checked as the URL's are. */
export const checkedFilters = (f: AccountFilters): AccountFilters =>
  toListState(
    validateAccountListSearch({
      status: f.StatusIds,
      territory: f.SalesTerritoryIds,
      arborist: f.ArboristIds,
    }),
  ).filters;

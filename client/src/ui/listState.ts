import { useState } from 'react';
import { PAGE_SIZE } from '@canopy/shared';

export type ListFilters = Record<string, unknown>;

/**
 * Everything that decides which rows a list shows. It is plain data so a route can keep it in
 * the URL's search params and the back button restores the list as it was.
 */
export type ListState<F extends ListFilters = ListFilters> = {
  query: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: string | null;
  descending: boolean;
  includeArchived: boolean;
  filters: F;
};

/** The body of a `_search` call: the spec's paging fields plus the list's own filters. */
export type ListRequest<F extends ListFilters = ListFilters> = {
  Query: string;
  Skip: number;
  Take: number;
  IncludeArchived: boolean;
  SortColumn?: string;
  Descending: boolean;
} & F;

export type ListPage<Row> = { rows: Row[]; total: number };

export function listState<F extends ListFilters = ListFilters>(
  initial: Partial<ListState<F>> = {},
): ListState<F> {
  return {
    query: '',
    page: 1,
    pageSize: PAGE_SIZE,
    sort: null,
    descending: false,
    includeArchived: false,
    filters: {} as F,
    ...initial,
  };
}

/** The request for one page. The query goes as typed (trimmed); '' meaning '*' is the server's rule. */
export function toListRequest<F extends ListFilters>(state: ListState<F>, page = state.page): ListRequest<F> {
  return {
    ...state.filters,
    Query: state.query.trim(),
    Skip: (Math.max(page, 1) - 1) * state.pageSize,
    Take: state.pageSize,
    IncludeArchived: state.includeArchived,
    ...(state.sort ? { SortColumn: state.sort } : {}),
    Descending: state.descending,
  };
}

/** Larger pages a user may ask for where a list pages by number; the spec's size stays the default. */
const LARGER_PAGES = [25, 50, 100];

/** The page sizes a list offers: its spec's size first, then the larger ones. */
export function pageSizeChoices(defaultSize: number): number[] {
  return [defaultSize, ...LARGER_PAGES.filter((n) => n > defaultSize)];
}

/**
 * The page size from the URL: one of the list's choices, or undefined for its default (which the
 * URL leaves out, as it does the first page).
 */
export function pageSizeParam(v: unknown, defaultSize: number): number | undefined {
  const n = Number(v);
  return n !== defaultSize && pageSizeChoices(defaultSize).includes(n) ? n : undefined;
}

/** List state held in the component, for lists that need not survive a reload. */
export function useListState<F extends ListFilters = ListFilters>(initial: Partial<ListState<F>> = {}) {
  const [state, onStateChange] = useState<ListState<F>>(() => listState(initial));
  return { state, onStateChange };
}

/**
 * The search text from the URL. The router reads a number-like value ('60201') as a number, and
 * zip codes, ids and sizes are searched by exactly such text, so numbers count as text here.
 */
export function searchText(q: unknown): string | undefined {
  const text = typeof q === 'string' ? q.trim() : typeof q === 'number' ? String(q) : '';
  return text || undefined;
}

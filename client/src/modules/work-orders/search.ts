import { isIsoDate, WORK_ORDER_PAGE_SIZE, WorkOrderSubTypes, type IsoDate } from '@canopy/shared';
import { listState, pageSizeParam, searchText, type ListState } from '../../ui/listState';

/** The list's filters exactly as the `_search` body carries them. */
export type WorkOrderFilters = {
  SubTypeIds?: number[];
  StatusIds?: number[];
  FromScheduledDate?: IsoDate;
  ToScheduledDate?: IsoDate;
  ForemanIds?: number[];
  ArboristIds?: number[];
  BranchIds?: number[];
  ServiceGroupIds?: number[];
};

/**
 * The list's state as it sits in the URL. Sub types default to Original (spec §9): an absent
 * `subTypes` means Original, an empty one means every sub type.
 */
export interface WorkOrderListSearch {
  q?: string;
  page?: number;
  /** Rows a page when the user chose other than the spec's 12. */
  size?: number;
  sort?: string;
  desc?: boolean;
  archived?: boolean;
  subTypes?: number[];
  statuses?: number[];
  from?: IsoDate;
  to?: IsoDate;
  foremen?: number[];
  arborists?: number[];
  branches?: number[];
  groups?: number[];
}

export const DEFAULT_SORT = 'WorkOrderId';
export const DEFAULT_SUB_TYPES: number[] = [WorkOrderSubTypes.Original];

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const flag = (v: unknown) => (v === true || v === 'true' ? true : undefined);

/** Ids from the URL; a single number (the router's reading of '3') counts as a list of one. */
function ids(v: unknown): number[] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : [v];
  return [...new Set(list.map(positive).filter((n): n is number => n !== undefined))].slice(0, 100);
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function validateWorkOrderListSearch(s: Record<string, unknown>): WorkOrderListSearch {
  const page = positive(s.page);
  const subTypes = ids(s.subTypes);
  const nonEmpty = (v: unknown) => {
    const list = ids(v);
    return list?.length ? list : undefined;
  };
  return {
    q: searchText(s.q),
    page: page && page > 1 ? page : undefined,
    size: pageSizeParam(s.size, WORK_ORDER_PAGE_SIZE),
    sort: text(s.sort),
    desc: flag(s.desc),
    archived: flag(s.archived),
    subTypes: subTypes && !sameIds(subTypes, DEFAULT_SUB_TYPES) ? subTypes : undefined,
    statuses: nonEmpty(s.statuses),
    from: isIsoDate(s.from) ? s.from : undefined,
    to: isIsoDate(s.to) ? s.to : undefined,
    foremen: nonEmpty(s.foremen),
    arborists: nonEmpty(s.arborists),
    branches: nonEmpty(s.branches),
    groups: nonEmpty(s.groups),
  };
}

export function toListState(search: WorkOrderListSearch): ListState<WorkOrderFilters> {
  const subTypes = search.subTypes ?? DEFAULT_SUB_TYPES;
  const filters: WorkOrderFilters = {};
  if (subTypes.length) filters.SubTypeIds = subTypes;
  if (search.statuses) filters.StatusIds = search.statuses;
  if (search.from) filters.FromScheduledDate = search.from;
  if (search.to) filters.ToScheduledDate = search.to;
  if (search.foremen) filters.ForemanIds = search.foremen;
  if (search.arborists) filters.ArboristIds = search.arborists;
  if (search.branches) filters.BranchIds = search.branches;
  if (search.groups) filters.ServiceGroupIds = search.groups;
  return listState<WorkOrderFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    pageSize: search.size ?? WORK_ORDER_PAGE_SIZE,
    sort: search.sort ?? DEFAULT_SORT,
    descending: !!search.desc,
    includeArchived: !!search.archived,
    filters,
  });
}

export function toSearch(state: ListState<WorkOrderFilters>): WorkOrderListSearch {
  const f = state.filters;
  return validateWorkOrderListSearch({
    q: state.query,
    page: state.page,
    size: state.pageSize,
    sort: state.sort && state.sort !== DEFAULT_SORT ? state.sort : undefined,
    desc: state.descending,
    archived: state.includeArchived,
    // Cleared sub types stay in the URL as [] so they do not fall back to the default.
    subTypes: f.SubTypeIds ?? [],
    statuses: f.StatusIds,
    from: f.FromScheduledDate,
    to: f.ToScheduledDate,
    foremen: f.ForemanIds,
    arborists: f.ArboristIds,
    branches: f.BranchIds,
    groups: f.ServiceGroupIds,
  });
}

/**
 * Saved-search type of the work order list. The spec's SearchTypes stop at 2 and the account list
 * keeps 3; 4 is the work order list's.
 */
export const WORK_ORDER_SEARCH_TYPE_ID = 4;

/** What a saved work order search keeps: the words searched for and the filters. */
export type SavedWorkOrderFilters = WorkOrderFilters & { Query?: string };

export const savedFilters = (state: ListState<WorkOrderFilters>): SavedWorkOrderFilters => ({
  Query: state.query || undefined,
  ...state.filters,
});

/**
 * The list with a saved search applied: its words and filters, on the first page, with the sort and
 * the archived choice kept. A saved search passes the URL's checks, so a stale or edited one cannot
 * put a bad filter in the request.
 */
export function appliedSavedSearch(
  saved: SavedWorkOrderFilters,
  state: ListState<WorkOrderFilters>,
): ListState<WorkOrderFilters> {
  return toListState(
    validateWorkOrderListSearch({
      ...toSearch(state),
      page: undefined,
      q: saved.Query,
      subTypes: saved.SubTypeIds ?? [],
      statuses: saved.StatusIds,
      from: saved.FromScheduledDate,
      to: saved.ToScheduledDate,
      foremen: saved.ForemanIds,
      arborists: saved.ArboristIds,
      branches: saved.BranchIds,
      groups: saved.ServiceGroupIds,
    }),
  );
}

/** Tabs of the work order info screen, as the `tab` search parameter names them. */
export const WORK_ORDER_TABS = [
  'basic',
  'services',
  'dailylogs',
  'images',
  'scouting',
  'chemicals',
  'problems',
  'damages',
  'materials',
  'purchaseorders',
  'pricing',
] as const;
export type WorkOrderTab = (typeof WORK_ORDER_TABS)[number];

/** /workorders/info: the work order, the open tab, and the page to go back to when done. */
export interface WorkOrderInfoSearch {
  id: number;
  tab?: WorkOrderTab;
  returnPage?: string;
}

/** Only a page of this app may be returned to, never another site. */
const localPath = (v: unknown) => {
  const t = text(v);
  return t && t.startsWith('/') && !t.startsWith('//') ? t : undefined;
};

export function validateWorkOrderInfoSearch(s: Record<string, unknown>): WorkOrderInfoSearch {
  const tab = WORK_ORDER_TABS.find((t) => t === s.tab);
  return {
    id: positive(s.id) ?? 0,
    tab: tab && tab !== 'basic' ? tab : undefined,
    returnPage: localPath(s.returnPage),
  };
}

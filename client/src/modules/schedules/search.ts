import { DEFAULT_SCHEDULE_STATUS_FILTER, isIsoDate, SCHEDULE_PAGE_SIZE, type IsoDate } from '@canopy/shared';
import { listState, pageSizeParam, searchText, type ListState } from '../../ui/listState';

/** The list's filters exactly as the `_search` body carries them (the id comes from the search box). */
export type ScheduleFilters = {
  BranchIds?: number[];
  ForemanIds?: number[];
  ServiceGroupIds?: number[];
  SalesTerritoryIds?: number[];
  ScheduleStatuses?: number[];
  CustomerZipCodes?: string[];
  FromScheduledDate?: IsoDate;
  ToScheduledDate?: IsoDate;
};

/**
 * The list's state as it sits in the URL; statusIds, branchIds and serviceGroupIds are the spec's
 * query names. Statuses default to Open and InProgress: an absent `statusIds` means those two, an
 * empty one every status.
 */
export interface ScheduleListSearch {
  /** A schedule or work order number. */
  q?: string;
  page?: number;
  size?: number;
  statusIds?: number[];
  branchIds?: number[];
  serviceGroupIds?: number[];
  foremanIds?: number[];
  territoryIds?: number[];
  zips?: string[];
  from?: IsoDate;
  to?: IsoDate;
}

export const DEFAULT_STATUSES: number[] = [...DEFAULT_SCHEDULE_STATUS_FILTER];

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Ids from the URL; a single number (the router's reading of '3') counts as a list of one. */
function ids(v: unknown): number[] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : [v];
  return [...new Set(list.map(positive).filter((n): n is number => n !== undefined))].slice(0, 100);
}
const nonEmpty = (v: unknown) => {
  const list = ids(v);
  return list?.length ? list : undefined;
};
/** Zip codes as typed; the router may have read '60201' as a number. */
function zips(v: unknown): string[] | undefined {
  const list = (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .map((z) => (typeof z === 'string' || typeof z === 'number' ? String(z).trim() : ''))
    .filter((z) => z && z.length <= 10);
  return list.length ? [...new Set(list)].slice(0, 100) : undefined;
}
const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

export function validateScheduleListSearch(s: Record<string, unknown>): ScheduleListSearch {
  const page = positive(s.page);
  const statuses = ids(s.statusIds);
  return {
    q: searchText(s.q),
    page: page && page > 1 ? page : undefined,
    size: pageSizeParam(s.size, SCHEDULE_PAGE_SIZE),
    statusIds: statuses && !sameIds(statuses, DEFAULT_STATUSES) ? statuses : undefined,
    branchIds: nonEmpty(s.branchIds),
    serviceGroupIds: nonEmpty(s.serviceGroupIds),
    foremanIds: nonEmpty(s.foremanIds),
    territoryIds: nonEmpty(s.territoryIds),
    zips: zips(s.zips),
    from: isIsoDate(s.from) ? s.from : undefined,
    to: isIsoDate(s.to) ? s.to : undefined,
  };
}

export function toListState(search: ScheduleListSearch): ListState<ScheduleFilters> {
  const statuses = search.statusIds ?? DEFAULT_STATUSES;
  const filters: ScheduleFilters = {};
  if (statuses.length) filters.ScheduleStatuses = statuses;
  if (search.branchIds) filters.BranchIds = search.branchIds;
  if (search.serviceGroupIds) filters.ServiceGroupIds = search.serviceGroupIds;
  if (search.foremanIds) filters.ForemanIds = search.foremanIds;
  if (search.territoryIds) filters.SalesTerritoryIds = search.territoryIds;
  if (search.zips) filters.CustomerZipCodes = search.zips;
  if (search.from) filters.FromScheduledDate = search.from;
  if (search.to) filters.ToScheduledDate = search.to;
  return listState<ScheduleFilters>({
    query: search.q ?? '',
    page: search.page ?? 1,
    pageSize: search.size ?? SCHEDULE_PAGE_SIZE,
    filters,
  });
}

export function toSearch(state: ListState<ScheduleFilters>): ScheduleListSearch {
  const f = state.filters;
  return validateScheduleListSearch({
    q: state.query,
    page: state.page,
    size: state.pageSize,
    // Cleared statuses stay in the URL as [] so they do not fall back to the default.
    statusIds: f.ScheduleStatuses ?? [],
    branchIds: f.BranchIds,
    serviceGroupIds: f.ServiceGroupIds,
    foremanIds: f.ForemanIds,
    territoryIds: f.SalesTerritoryIds,
    zips: f.CustomerZipCodes,
    from: f.FromScheduledDate,
    to: f.ToScheduledDate,
  });
}

/** Tabs of the schedule screen, as the `tab` search parameter names them (spec §2 order). */
export const SCHEDULE_TABS = ['days', 'workorders', 'notes'] as const;
export type ScheduleTab = (typeof SCHEDULE_TABS)[number];

/** /schedules/info: the schedule, the open tab, and the page to go back to when done. */
export interface ScheduleInfoSearch {
  id: number;
  tab?: ScheduleTab;
  /** The days wizard's step: 1 crew, 2 equipment; left out for the dates. */
  step?: number;
  returnPage?: string;
}

/** Only a page of this app may be returned to, never another site. */
function localPath(v: unknown): string | undefined {
  const t = typeof v === 'string' ? v.trim() : '';
  return t.startsWith('/') && !t.startsWith('//') ? t : undefined;
}

export function validateScheduleInfoSearch(s: Record<string, unknown>): ScheduleInfoSearch {
  const tab = SCHEDULE_TABS.find((t) => t === s.tab);
  return {
    id: positive(s.id) ?? 0,
    tab: tab && tab !== 'days' ? tab : undefined,
    step: s.step === 1 || s.step === 2 || s.step === '1' || s.step === '2' ? Number(s.step) : undefined,
    returnPage: localPath(s.returnPage),
  };
}

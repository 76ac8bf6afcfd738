import {
  isIsoDate,
  ToScheduleSortFields,
  WorkOrderSubTypes,
  type IsoDate,
  type ToScheduleSortField,
} from '@canopy/shared';
import { searchText } from '../../../ui/listState';

/** Spec §9: the scheduling filters start on Original work orders. */
export const DEFAULT_SUB_TYPES: number[] = [WorkOrderSubTypes.Original];

/**
 * Build Schedules as it sits in the URL. Branch, arborist and sub-type default to the user's primary
 * branch, the user (when an arborist) and Original (spec §9): absent means that default, an empty list
 * means every one.
 */
export interface BuildSearch {
  q?: string;
  sort?: ToScheduleSortField;
  reverse?: boolean;
  branchIds?: number[];
  subTypeIds?: number[];
  arboristIds?: number[];
  priorityIds?: number[];
  territoryIds?: number[];
  groupIds?: number[];
  codes?: string[];
  visitIds?: number[];
  zips?: string[];
  equipmentIds?: number[];
  from?: IsoDate;
  to?: IsoDate;
  gddMin?: number;
  gddMax?: number;
  crew?: number;
}

/** The filters exactly as the search body carries them (the words come from the search box). */
export type BuildFilters = {
  BranchIds?: number[];
  SubTypeIds?: number[];
  ArboristIds?: number[];
  PriorityIds?: number[];
  SalesTerritoryIds?: number[];
  ServiceGroupIds?: number[];
  ServiceCodes?: string[];
  ServiceVisits?: number[];
  CustomerZipCodes?: string[];
  EquipmentTypeIds?: number[];
  FromScheduledDate?: IsoDate;
  ToScheduledDate?: IsoDate;
  GrowingDegreeDayMin?: number;
  GrowingDegreeDayMax?: number;
  CrewNumber?: number;
};

const whole = (v: unknown, min = 1) => {
  const n = Number(v);
  return v !== '' && v !== null && Number.isInteger(n) && n >= min && n <= 2_000_000_000 ? n : undefined;
};

/** Ids from the URL; kept as [] when present and empty, so a cleared default stays cleared. */
function ids(v: unknown, keepEmpty = false): number[] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const list = (Array.isArray(v) ? v : [v]).map((x) => whole(x)).filter((n): n is number => !!n);
  const unique = [...new Set(list)].slice(0, 100);
  return unique.length || keepEmpty ? unique : undefined;
}
/** Words from the URL; the router may have read '60201' as a number. */
function texts(v: unknown, max: number): string[] | undefined {
  const list = (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .map((z) => (typeof z === 'string' || typeof z === 'number' ? String(z).trim() : ''))
    .filter((z) => z && z.length <= max);
  return list.length ? [...new Set(list)].slice(0, 100) : undefined;
}

export function validateBuildSearch(s: Record<string, unknown>): BuildSearch {
  const sort = ToScheduleSortFields.find((f) => f === s.sort);
  return {
    q: searchText(s.q),
    sort: sort && sort !== 'Priority' ? sort : undefined,
    reverse: s.reverse === true || s.reverse === 'true' ? true : undefined,
    branchIds: ids(s.branchIds, true),
    subTypeIds: ids(s.subTypeIds, true),
    arboristIds: ids(s.arboristIds, true),
    priorityIds: ids(s.priorityIds),
    territoryIds: ids(s.territoryIds),
    groupIds: ids(s.groupIds),
    codes: texts(s.codes, 50),
    visitIds: ids(s.visitIds),
    zips: texts(s.zips, 10),
    equipmentIds: ids(s.equipmentIds),
    from: isIsoDate(s.from) ? s.from : undefined,
    to: isIsoDate(s.to) ? s.to : undefined,
    gddMin: whole(s.gddMin, 0),
    gddMax: whole(s.gddMax, 0),
    crew: whole(s.crew, 0),
  };
}

export interface BuildDefaults {
  branchId: number | null;
  /** The user, when they are an arborist. */
  arboristId: number | null;
}

/** The filters the URL means, with §9's defaults where the URL names no branch or arborist. */
export function toFilters(s: BuildSearch, d: BuildDefaults): BuildFilters {
  const f: BuildFilters = {};
  const branches = s.branchIds ?? (d.branchId ? [d.branchId] : []);
  const arborists = s.arboristIds ?? (d.arboristId ? [d.arboristId] : []);
  if (branches.length) f.BranchIds = branches;
  const subTypes = s.subTypeIds ?? DEFAULT_SUB_TYPES;
  if (subTypes.length) f.SubTypeIds = subTypes;
  if (arborists.length) f.ArboristIds = arborists;
  if (s.priorityIds) f.PriorityIds = s.priorityIds;
  if (s.territoryIds) f.SalesTerritoryIds = s.territoryIds;
  if (s.groupIds) f.ServiceGroupIds = s.groupIds;
  if (s.codes) f.ServiceCodes = s.codes;
  if (s.visitIds) f.ServiceVisits = s.visitIds;
  if (s.zips) f.CustomerZipCodes = s.zips;
  if (s.equipmentIds) f.EquipmentTypeIds = s.equipmentIds;
  if (s.from) f.FromScheduledDate = s.from;
  if (s.to) f.ToScheduledDate = s.to;
  if (s.gddMin !== undefined) f.GrowingDegreeDayMin = s.gddMin;
  if (s.gddMax !== undefined) f.GrowingDegreeDayMax = s.gddMax;
  if (s.crew !== undefined) f.CrewNumber = s.crew;
  return f;
}

/** The URL for these filters; the defaulted ones always written, so a cleared default stays cleared. */
export function toSearch(f: BuildFilters, rest: Pick<BuildSearch, 'q' | 'sort' | 'reverse'>): BuildSearch {
  return validateBuildSearch({
    ...rest,
    branchIds: f.BranchIds ?? [],
    subTypeIds: f.SubTypeIds ?? [],
    arboristIds: f.ArboristIds ?? [],
    priorityIds: f.PriorityIds,
    territoryIds: f.SalesTerritoryIds,
    groupIds: f.ServiceGroupIds,
    codes: f.ServiceCodes,
    visitIds: f.ServiceVisits,
    zips: f.CustomerZipCodes,
    equipmentIds: f.EquipmentTypeIds,
    from: f.FromScheduledDate,
    to: f.ToScheduledDate,
    gddMin: f.GrowingDegreeDayMin,
    gddMax: f.GrowingDegreeDayMax,
    crew: f.CrewNumber,
  });
}

import { LocationStatuses } from '../enums';
import { addCalendarDays, parseDate, type IsoDate } from '../format/dates';
import type { ContactLocationInput } from './schemas';

type Item = { Id: number; Name: string };

export const LocationStatusList: Item[] = [
  { Id: LocationStatuses.Active, Name: 'Active' },
  { Id: LocationStatuses.Inactive, Name: 'Inactive' },
  { Id: LocationStatuses.Transferred, Name: 'Transferred' },
];

/** The statuses a user may choose: Transferred comes only from a transfer, never from the form. */
export const locationStatusChoices = (): Item[] =>
  LocationStatusList.filter((s) => s.Id !== LocationStatuses.Transferred);
export const isChoosableLocationStatus = (id: number) => locationStatusChoices().some((s) => s.Id === id);

// The spec names note statuses and neighbor types but not their values; these are ours.
export const LocationNoteStatuses = { Active: 1, Inactive: 2 } as const;
export const LocationNoteStatusList: Item[] = [
  { Id: 1, Name: 'Active' },
  { Id: 2, Name: 'Inactive' },
];
export const NeighborStatuses = { Active: 1, Inactive: 2 } as const;
export const NeighborStatusList: Item[] = [
  { Id: 1, Name: 'Active' },
  { Id: 2, Name: 'Inactive' },
];
/** Why a neighbor is on record: to be told before sprays, as a sales lead, or otherwise. */
export const NeighborTypes = { NotifyBeforeService: 1, Prospect: 2, Other: 3 } as const;
export const NeighborTypeList: Item[] = [
  { Id: 1, Name: 'Notify Before Service' },
  { Id: 2, Name: 'Prospect' },
  { Id: 3, Name: 'Other' },
];

/** How a location is named in lists and messages: its name, else its street address. */
export function locationLabel(name: string | null | undefined, address: string): string {
  return name?.trim() || address;
}

/** The spec's transfer failure message names the location and the target account, then why. */
export function transferFailedMessage(location: string, account: string, reason?: string): string {
  return `Failed to transfer ${location} to ${account}.` + (reason ? ` ${reason}` : '');
}

/** The map directions link built from a location's coordinates; none without both. */
export function mapDirectionsUrl(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string | null {
  if (latitude == null || longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/**
 * The location's contact links as saved: each contact once (its first row wins) and exactly one
 * primary contact, the first one marked so. `primaryId` is null when none is marked, which a new
 * location or the contact info panel refuses.
 */
export function cleanContactLinks(rows: readonly ContactLocationInput[]): {
  links: { ContactId: number; IsPrimaryContact: boolean }[];
  primaryId: number | null;
} {
  const seen = new Set<number>();
  const unique = rows.filter((r) => !seen.has(r.ContactId) && seen.add(r.ContactId));
  const primaryId = unique.find((r) => r.IsPrimaryContact)?.ContactId ?? null;
  return {
    links: unique.map((r) => ({ ContactId: r.ContactId, IsPrimaryContact: r.ContactId === primaryId })),
    primaryId,
  };
}

// Note filters of the location notes screen (accounts-finance-people.md §9).
export const NotePrintFilters = { Any: 1, Print: 2, DoNotPrint: 3 } as const;
export const NotePrintFilterList: Item[] = [
  { Id: 1, Name: 'Any' },
  { Id: 2, Name: 'Print' },
  { Id: 3, Name: 'Do Not Print' },
];
export const NoteDateFilters = {
  AnyDate: 1,
  Today: 2,
  Yesterday: 3,
  ThisWeek: 4,
  LastWeek: 5,
  ThisMonth: 6,
  LastMonth: 7,
  CustomRange: 8,
} as const;
export const NoteDateFilterList: Item[] = [
  { Id: 1, Name: 'Any Date' },
  { Id: 2, Name: 'Today' },
  { Id: 3, Name: 'Yesterday' },
  { Id: 4, Name: 'This Week' },
  { Id: 5, Name: 'Last Week' },
  { Id: 6, Name: 'This Month' },
  { Id: 7, Name: 'Last Month' },
  { Id: 8, Name: 'Custom Range' },
];

/** The search's PrintOnWorkOrder for a print filter: null means any. */
export function printOnWorkOrderFilter(filter: number): boolean | null {
  if (filter === NotePrintFilters.Print) return true;
  if (filter === NotePrintFilters.DoNotPrint) return false;
  return null;
}

/** Calendar days, both inclusive; null leaves that end open. */
export interface DayRange {
  DateFrom: IsoDate | null;
  DateTo: IsoDate | null;
}

// Calendar arithmetic on 'yyyy-MM-dd' through UTC dates, so no time zone can shift a day.
const toUtc = (d: IsoDate) => new Date(`${d}T00:00:00Z`);
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);
const startOfMonth = (day: IsoDate) => `${day.slice(0, 8)}01`;
const endOfMonth = (day: IsoDate) => {
  const d = toUtc(startOfMonth(day));
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return fromUtc(d);
};
/** Weeks run Sunday to Saturday, as the date pickers show them. */
const startOfWeek = (day: IsoDate) => addCalendarDays(day, -toUtc(day).getUTCDay());

/**
 * The days a note date filter covers, seen from `today`. A custom range takes the typed dates
 * (M/d/yyyy or yyyy-MM-dd); an unreadable end stays open and reversed ends are swapped.
 */
export function noteDateRange(
  filter: number,
  today: IsoDate,
  custom: { From?: string | null; To?: string | null } = {},
): DayRange {
  switch (filter) {
    case NoteDateFilters.Today:
      return { DateFrom: today, DateTo: today };
    case NoteDateFilters.Yesterday: {
      const y = addCalendarDays(today, -1);
      return { DateFrom: y, DateTo: y };
    }
    case NoteDateFilters.ThisWeek: {
      const start = startOfWeek(today);
      return { DateFrom: start, DateTo: addCalendarDays(start, 6) };
    }
    case NoteDateFilters.LastWeek: {
      const start = addCalendarDays(startOfWeek(today), -7);
      return { DateFrom: start, DateTo: addCalendarDays(start, 6) };
    }
    case NoteDateFilters.ThisMonth:
      return { DateFrom: startOfMonth(today), DateTo: endOfMonth(today) };
    case NoteDateFilters.LastMonth: {
      const last = addCalendarDays(startOfMonth(today), -1);
      return { DateFrom: startOfMonth(last), DateTo: last };
    }
    case NoteDateFilters.CustomRange: {
      const from = parseDate(custom.From);
      const to = parseDate(custom.To);
      if (from && to && from > to) return { DateFrom: to, DateTo: from };
      return { DateFrom: from, DateTo: to };
    }
    default:
      return { DateFrom: null, DateTo: null };
  }
}

/** Whether a calendar day falls in a range. */
export function inDayRange(day: IsoDate, range: DayRange): boolean {
  return (!range.DateFrom || day >= range.DateFrom) && (!range.DateTo || day <= range.DateTo);
}

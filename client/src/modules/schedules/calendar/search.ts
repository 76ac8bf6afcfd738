import { isIsoDate, type IsoDate } from '@canopy/shared';

/** The calendar's filters as they sit in the URL: any day of the week shown, and the choices. */
export interface CalendarSearch {
  date?: IsoDate;
  weekend?: boolean;
  branchIds?: number[];
  serviceGroupIds?: number[];
}

function ids(v: unknown): number[] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const list = (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return list.length ? [...new Set(list)].slice(0, 100) : undefined;
}

export function validateCalendarSearch(raw: Record<string, unknown>): CalendarSearch {
  return {
    date: isIsoDate(raw.date) ? raw.date : undefined,
    weekend: raw.weekend === true || raw.weekend === 'true' ? true : undefined,
    branchIds: ids(raw.branchIds),
    serviceGroupIds: ids(raw.serviceGroupIds),
  };
}

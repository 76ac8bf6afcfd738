import { isIsoDate, type IsoDate } from '@canopy/shared';

/** The daily view's state in the URL: the day, and for Branch/Full users the branch view's filters. */
export interface DailySearch {
  date?: IsoDate;
  branchId?: number;
  foremanId?: number;
  /** 'mine': a Branch/Full user who crews looks at their own day (the device's copy). */
  view?: 'mine';
}

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function validateDailySearch(s: Record<string, unknown>): DailySearch {
  const out: DailySearch = {};
  if (typeof s.date === 'string' && isIsoDate(s.date)) out.date = s.date;
  const branchId = positive(s.branchId);
  if (branchId) out.branchId = branchId;
  const foremanId = positive(s.foremanId);
  if (foremanId) out.foremanId = foremanId;
  if (s.view === 'mine') out.view = 'mine';
  return out;
}

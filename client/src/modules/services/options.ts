import type { IdName } from '@canopy/shared';

export type NumberOption = { value: number; label: string };

export const toOptions = (list: readonly IdName[]): NumberOption[] =>
  list.map((i) => ({ value: i.Id, label: i.Name }));

export const MONTH_OPTIONS: NumberOption[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, i) => ({ value: i + 1, label }));

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Apr 15' for a visit window end; '' when either part is missing. */
export function monthDayText(month: number | null, day: number | null): string {
  return month && day ? `${SHORT_MONTHS[month - 1] ?? month} ${day}` : '';
}

/** 1 … max, the recurrence choices in years. */
export function yearOptions(max: number): NumberOption[] {
  return Array.from({ length: Math.max(max, 1) }, (_, i) => ({
    value: i + 1,
    label: i === 0 ? '1 year' : `${i + 1} years`,
  }));
}

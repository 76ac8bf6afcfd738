import { isExists } from 'date-fns';

// Dates are written by hand rather than with date-fns' format: its pattern parser would be in every
// screen's first load, for two fixed patterns.

/**
 * Calendar dates travel as 'yyyy-MM-dd' strings. They are never turned into a Date at UTC midnight,
 * because that shifts the day for anyone west of Greenwich.
 */
export type IsoDate = string;

const US_DATE = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

// Years below 1000 are refused: a Date built from them wraps into the 1900s, and nobody enters them.
function toIso(year: number, month: number, day: number): IsoDate | null {
  if (year < 1000 || !isExists(year, month - 1, day)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * Reads what a person typed: M/d/yyyy, MM/dd/yyyy, the same with dashes, or yyyy-MM-dd.
 * Returns the calendar date as 'yyyy-MM-dd', or null when the text is not a real date (2/30/2025).
 */
export function parseDate(text: string | null | undefined): IsoDate | null {
  const t = (text ?? '').trim();
  const us = US_DATE.exec(t);
  if (us) return toIso(Number(us[4]), Number(us[1]), Number(us[3]));
  const iso = ISO_DATE.exec(t);
  if (iso) return toIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** True when the text is a plain calendar date in wire form ('yyyy-MM-dd') that exists. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  return !!m && toIso(Number(m[1]), Number(m[2]), Number(m[3])) === value;
}

/** The calendar day `n` days after `day` (before, when negative), through UTC so no time zone shifts it. */
export function addCalendarDays(day: IsoDate, n: number): IsoDate {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The local calendar day of a Date as 'yyyy-MM-dd'. */
export function toIsoDate(date: Date): IsoDate {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** M/d/yyyy of a Date's local calendar day. */
const usDate = (d: Date) => `${d.getMonth() + 1}/${d.getDate()}/${String(d.getFullYear()).padStart(4, '0')}`;

/** Today's local calendar date; `now` is a parameter so rules that compare with today stay testable. */
export function todayIsoDate(now: Date = new Date()): IsoDate {
  return toIsoDate(now);
}

/** A local-midnight Date for a calendar date (for pickers that want a Date). */
export function isoDateToLocalDate(iso: IsoDate): Date | null {
  const m = ISO_DATE.exec(iso);
  return m && isIsoDate(iso) ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/**
 * Shows a date as M/d/yyyy. A 'yyyy-MM-dd' string (or the date part of a zone-less timestamp) is
 * taken literally; a timestamp with a zone or a Date is an instant and shown in local time.
 * Anything unreadable shows as ''.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const literal = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+)?$/.exec(value);
    if (literal) {
      const d = isoDateToLocalDate(literal[1]!);
      return d ? usDate(d) : '';
    }
    value = new Date(value);
  }
  return Number.isNaN(value.getTime()) ? '' : usDate(value);
}

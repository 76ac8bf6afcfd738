import { defaultAppointment, thisWeek } from '@canopy/shared';

/** The list's date choices; This Week is the spec's default (§9). */
export const PERIODS = ['This Week', 'Today', 'Next Week', 'Any Date'] as const;
export type Period = (typeof PERIODS)[number];

const DAY = 86_400_000;

/** The period as the search's DateFrom/DateTo (both inclusive), in the browser's time zone. */
export function periodRange(period: Period, now = new Date()): { DateFrom?: string; DateTo?: string } {
  if (period === 'Any Date') return {};
  if (period === 'Today') {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    return { DateFrom: start.toISOString(), DateTo: new Date(next.getTime() - 1).toISOString() };
  }
  const week = thisWeek(period === 'Next Week' ? new Date(now.getTime() + 7 * DAY) : now);
  return { DateFrom: week.from, DateTo: week.to };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the browser's local day and time ('Fri 11/27 3:15 PM'). */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  const day = d.toLocaleDateString(undefined, { weekday: 'short' });
  const h = d.getHours() % 12 || 12;
  return `${day} ${d.getMonth() + 1}/${d.getDate()} ${h}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** A local calendar day ('yyyy-MM-dd') and time ('HH:mm') as an instant. */
export function toInstant(day: string | null, time: string | null): string | null {
  if (!day || !time) return null;
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const at = new Date(y!, m! - 1, d!, hh!, mm!);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An instant as the browser's local day and time of day. */
export function fromInstant(iso: string): { day: string; time: string } {
  const d = new Date(iso);
  return {
    day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/**
 * A new request's default slot (§9: an hour ahead to two hours ahead) as the form's one day and two
 * times. Late in the evening the default end falls on the next day, which one day field cannot hold;
 * the slot then ends at the last minute of its start's day instead of ending before it starts.
 */
export function defaultSlot(now = new Date()): { day: string; start: string; end: string } {
  const times = defaultAppointment(now);
  const end = fromInstant(times.end);
  const slot = slotOf(times.start, times.end);
  return end.day === slot.day ? slot : { ...slot, end: '23:59' };
}

/** A booked appointment as the form's day (its start's) and times. */
export function slotOf(startIso: string, endIso: string): { day: string; start: string; end: string } {
  const start = fromInstant(startIso);
  return { day: start.day, start: start.time, end: fromInstant(endIso).time };
}

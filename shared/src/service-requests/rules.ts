import { ServiceRequestMessages as M } from './messages';

const QUARTER = 15 * 60_000;
const HOUR = 3_600_000;

const floorQuarter = (ms: number) => Math.floor(ms / QUARTER) * QUARTER;

/**
 * Spec §9: a new appointment starts an hour ahead and ends two hours ahead, each rounded down to a
 * quarter hour (whole quarters are the same in every time zone in use, so UTC rounding is local rounding).
 */
export function defaultAppointment(now: Date): { start: string; end: string } {
  const t = now.getTime();
  return {
    start: new Date(floorQuarter(t + HOUR)).toISOString(),
    end: new Date(floorQuarter(t + 2 * HOUR)).toISOString(),
  };
}

/** Spec §5: the appointment time is required and its start must not be after its end. */
export function appointmentProblem(start?: string | null, end?: string | null): string | null {
  if (!start || !end) return M.AppointmentTimeRequired;
  const s = Date.parse(start);
  const e = Date.parse(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return M.AppointmentTimeRequired;
  if (s > e) return M.InvalidAppointmentTimes;
  return null;
}

/** Two appointments overlap when each starts before the other ends (touching ends do not). */
export const appointmentsOverlap = (
  a: { start: string; end: string },
  b: { start: string; end: string },
): boolean => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/**
 * The list's This Week filter (spec §9 default): Monday 00:00 to the next Monday, in the browser's
 * time zone, as instants; `to` is the last millisecond of Sunday, as the search's DateTo is inclusive.
 */
export function thisWeek(now: Date): { from: string; to: string } {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const next = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
  return { from: monday.toISOString(), to: new Date(next.getTime() - 1).toISOString() };
}

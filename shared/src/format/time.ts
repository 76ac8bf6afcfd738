/** Times of day travel as 'HH:mm' (24-hour). */
export type TimeOfDay = string;

const LAST_MINUTE = 23 * 60 + 59;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([ap]\.?m\.?)?$/i;

function toText(totalMinutes: number): TimeOfDay {
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function toMinutes(text: string | null | undefined): number | null {
  const m = TIME.exec((text ?? '').trim());
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  const meridiem = m[4]?.[0]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  return hours > 23 ? null : hours * 60 + minutes;
}

/** Reads '7:30', '07:30', '07:30:00', '7:30 pm' into 'HH:mm'; null when it is not a time of day. */
export function parseTime(text: string | null | undefined): TimeOfDay | null {
  const minutes = toMinutes(text);
  return minutes === null ? null : toText(minutes);
}

/**
 * Rounds to the nearest multiple of `step` minutes, as the time pickers do. The result never
 * passes the end of the day: it stays on the last step before midnight rather than wrapping.
 */
export function roundMinutes(time: string | null | undefined, step: number): TimeOfDay | null {
  const minutes = toMinutes(time);
  if (minutes === null) return null;
  if (!Number.isInteger(step) || step <= 1) return toText(minutes);
  const rounded = Math.round(minutes / step) * step;
  return toText(Math.min(rounded, Math.floor(LAST_MINUTE / step) * step));
}

/** '13:05' -> '1:05 PM'; unreadable input shows as ''. */
export function formatTime(time: string | null | undefined): string {
  const minutes = toMinutes(time);
  if (minutes === null) return '';
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

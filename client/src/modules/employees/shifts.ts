import { formatTime } from '@canopy/shared';

/** The slider's last step: 48 half hours would be midnight, which the spec shows as 23:59. */
export const SHIFT_END = 48;
export const ALL_DAYS = -1;

/** Day -1 is every day; 1–7 are Monday to Sunday (ISO weekday numbers). */
export const SHIFT_DAYS = [
  { value: String(ALL_DAYS), label: 'All days' },
  { value: '1', label: 'Monday' },
  { value: '2', label: 'Tuesday' },
  { value: '3', label: 'Wednesday' },
  { value: '4', label: 'Thursday' },
  { value: '5', label: 'Friday' },
  { value: '6', label: 'Saturday' },
  { value: '7', label: 'Sunday' },
];

export function dayName(day: number): string {
  return SHIFT_DAYS.find((d) => Number(d.value) === day)?.label ?? '';
}

/** A half-hour step (0–48) as 'HH:mm'; 48 is 23:59 so a shift can run to the end of the day. */
export function stepToTime(step: number): string {
  if (step >= SHIFT_END) return '23:59';
  const minutes = Math.max(0, Math.round(step)) * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '7:30 AM', '11:59 PM' … */
export function stepLabel(step: number): string {
  return formatTime(stepToTime(step));
}

/** A shift as one line: 'Monday 7:00 AM – 3:30 PM'. */
export function shiftText(shift: { Day: number; TimeStart: number; TimeEnd: number }): string {
  return `${dayName(shift.Day)} ${stepLabel(shift.TimeStart)} – ${stepLabel(shift.TimeEnd)}`;
}

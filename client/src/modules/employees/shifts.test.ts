import { describe, expect, it } from 'vitest';
import { dayName, shiftText, stepLabel, stepToTime } from './shifts';

describe('work shift times', () => {
  it('reads half-hour steps, with 48 as the last minute of the day', () => {
    expect(stepToTime(0)).toBe('00:00');
    expect(stepToTime(15)).toBe('07:30');
    expect(stepToTime(47)).toBe('23:30');
    expect(stepToTime(48)).toBe('23:59');
    expect(stepLabel(48)).toBe('11:59 PM');
    expect(stepLabel(24)).toBe('12:00 PM');
  });

  it('names -1 as every day and 1–7 as Monday to Sunday', () => {
    expect(dayName(-1)).toBe('All days');
    expect(dayName(1)).toBe('Monday');
    expect(dayName(7)).toBe('Sunday');
    expect(shiftText({ Day: 5, TimeStart: 14, TimeEnd: 48 })).toBe('Friday 7:00 AM – 11:59 PM');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayWindowsOf, needsMissedConfirm, schedulingPriority } from './build';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const md = (s: string) => Number(s.slice(5, 7)) * 100 + Number(s.slice(8, 10));
const inWindows = (windows: [number, number][], day: number) =>
  windows.some(([a, b]) => a <= day && day <= b);

describe('the month-day ranges of a date range', () => {
  it('is one range within a year, two across New Year, the whole year from a year on', () => {
    expect(dayWindowsOf(null, null)).toBeNull();
    expect(dayWindowsOf('2030-03-15', '2030-03-20')).toEqual([[315, 320]]);
    expect(dayWindowsOf('2030-12-20', '2031-01-05')).toEqual([
      [1220, 1231],
      [101, 105],
    ]);
    expect(dayWindowsOf('2030-03-01', '2031-03-01')).toEqual([[101, 1231]]);
    expect(dayWindowsOf('2030-06-01', null)).toEqual([[601, 1231]]);
    expect(dayWindowsOf(null, '2030-06-01')).toEqual([[101, 601]]);
  });

  it('holds every day of the range, and under a year nothing outside it', () => {
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (from, length) => {
        const to = new Date(from.getTime() + length * 864e5);
        const windows = dayWindowsOf(iso(from), iso(to))!;
        for (let d = 0; d <= Math.min(length, 400); d += 7)
          expect(inWindows(windows, md(iso(new Date(from.getTime() + d * 864e5))))).toBe(true);
        expect(inWindows(windows, md(iso(to)))).toBe(true);
        if (length < 300)
          expect(inWindows(windows, md(iso(new Date(to.getTime() + 864e5 * 30))))).toBe(false);
      }),
    );
  });
});

describe('scheduling priorities', () => {
  it('asks before scheduling only when a Missed order is selected', () => {
    expect(needsMissedConfirm([1, 2, 3])).toBe(false);
    expect(needsMissedConfirm([3, 4])).toBe(true);
    expect(needsMissedConfirm([])).toBe(false);
  });

  it('shows each priority with its name and one of the three colours', () => {
    expect([1, 2, 3, 4].map((id) => schedulingPriority(id))).toEqual([
      { Id: 1, Name: 'Urgent', Colour: 'red' },
      { Id: 2, Name: 'High', Colour: 'yellow' },
      { Id: 3, Name: 'Normal', Colour: 'green' },
      { Id: 4, Name: 'Missed', Colour: 'red' },
    ]);
  });
});

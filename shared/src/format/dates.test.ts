import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { format } from 'date-fns';
import { formatDate, isIsoDate, isoDateToLocalDate, parseDate, toIsoDate, todayIsoDate } from './dates';

const calendarDate = fc
  .date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true })
  .map(toIsoDate);

describe('parseDate', () => {
  it.each([
    ['3/7/2025', '2025-03-07'],
    ['03/07/2025', '2025-03-07'],
    ['3-7-2025', '2025-03-07'],
    ['03-07-2025', '2025-03-07'],
    ['2025-03-07', '2025-03-07'],
    ['  12/31/1999 ', '1999-12-31'],
    ['2/29/2024', '2024-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each(['2/30/2025', '2/29/2025', '13/1/2025', '0/1/2025', '4/31/2025', '2025-02-30', '2025-13-01'])(
    'refuses the impossible date %s',
    (text) => expect(parseDate(text)).toBeNull(),
  );

  it.each(['', 'abc', '3/7/25', '3/7-2025', '2025/03/07', '3.7.2025', '1/1/0999', null, undefined])(
    'refuses %s',
    (text) => expect(parseDate(text)).toBeNull(),
  );
});

describe('formatDate', () => {
  it('shows a calendar date as M/d/yyyy without shifting the day', () => {
    expect(formatDate('2025-03-07')).toBe('3/7/2025');
    expect(formatDate('2025-01-01')).toBe('1/1/2025');
    expect(formatDate('2025-12-31T00:00:00')).toBe('12/31/2025');
  });

  it('shows a Date in local time', () => {
    expect(formatDate(new Date(2025, 6, 4, 23, 59))).toBe('7/4/2025');
  });

  it('shows blank and unreadable values as empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2025-02-30')).toBe('');
  });

  it('round-trips through parseDate for every calendar date', () => {
    fc.assert(fc.property(calendarDate, (iso) => parseDate(formatDate(iso)) === iso));
  });

  it('reads every accepted spelling of a date back to the same day', () => {
    fc.assert(
      fc.property(calendarDate, (iso) => {
        const [y, m, d] = iso.split('-');
        const spellings = [`${m}/${d}/${y}`, `${Number(m)}-${Number(d)}-${y}`, `${m}-${d}-${y}`, iso];
        return spellings.every((s) => parseDate(s) === iso);
      }),
    );
  });
});

describe('calendar helpers', () => {
  it('checks wire dates strictly', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isIsoDate(20240229)).toBe(false);
  });

  it('converts between calendar dates and local Dates', () => {
    expect(isoDateToLocalDate('2025-03-07')?.getDate()).toBe(7);
    expect(isoDateToLocalDate('2025-02-30')).toBeNull();
    expect(toIsoDate(new Date(2025, 2, 7, 23, 30))).toBe('2025-03-07');
    expect(todayIsoDate(new Date(2030, 0, 2))).toBe('2030-01-02');
  });
});

describe('dates written by hand', () => {
  it('match the date library for any local day from year 1000 to 9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (d) => {
          expect(toIsoDate(d)).toBe(format(d, 'yyyy-MM-dd'));
          expect(formatDate(d)).toBe(format(d, 'M/d/yyyy'));
        },
      ),
    );
  });
});

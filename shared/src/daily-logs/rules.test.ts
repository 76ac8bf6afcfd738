import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WorkOrderStatuses as S } from '../enums';
import { DailyLogMessages as M } from './messages';
import { dailyLogProblems, dailyLogsEditable, hoursFromHundredths, hoursWorkedHundredths } from './rules';

const TODAY = '2026-03-10';

describe('daily logs editable', () => {
  it('is open when scheduled, in progress or completed, or whenever the order has schedules', () => {
    const open = Object.values(S).filter((s) => dailyLogsEditable(s, false));
    expect(open).toEqual([S.Scheduled, S.InProgress, S.Completed]);
    for (const s of Object.values(S)) expect(dailyLogsEditable(s, true)).toBe(true);
  });
});

describe('hours worked', () => {
  it('counts hundredths of an hour from Time In to Time Out', () => {
    expect(hoursWorkedHundredths('7:30', '16:30')).toBe(900);
    expect(hoursWorkedHundredths('08:00', '08:20')).toBe(33);
    expect(hoursWorkedHundredths('08:00', '08:40')).toBe(67);
    expect(hoursWorkedHundredths('7:00 am', '3:15 pm')).toBe(825);
    expect(hoursWorkedHundredths('9:00', '9:00')).toBe(0);
    expect(hoursWorkedHundredths('10:00', '9:59')).toBeNull();
    expect(hoursWorkedHundredths('25:00', '26:00')).toBeNull();
    expect(hoursFromHundredths(900)).toBe(9);
    expect(hoursFromHundredths(33)).toBe(0.33);
  });

  it('is exact for whole quarter hours and adds up across a split day to within a hundredth', () => {
    const minute = fc.integer({ min: 0, max: 23 * 60 + 59 });
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(minute, minute, minute, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort((p, q) => p - q) as [number, number, number];
        const whole = hoursWorkedHundredths(hhmm(x), hhmm(z))!;
        const parts = hoursWorkedHundredths(hhmm(x), hhmm(y))! + hoursWorkedHundredths(hhmm(y), hhmm(z))!;
        expect(Math.abs(whole - parts)).toBeLessThanOrEqual(1);
        if ((z - x) % 15 === 0) expect(whole).toBe(((z - x) / 15) * 25);
      }),
    );
  });
});

describe('daily log problems', () => {
  const entry = { Date: TODAY, TimeIn: '07:30', TimeOut: '16:30' };

  it('accepts a normal day, today or earlier', () => {
    expect(dailyLogProblems(entry, TODAY, 'add')).toEqual([]);
    expect(dailyLogProblems({ ...entry, Date: '2026-03-09' }, TODAY, 'save')).toEqual([]);
  });

  it('refuses Time In after Time Out; a save also refuses equal times', () => {
    expect(dailyLogProblems({ ...entry, TimeIn: '17:00' }, TODAY, 'add')).toEqual([M.TimeInAfterTimeOut]);
    expect(dailyLogProblems({ ...entry, TimeIn: '16:30' }, TODAY, 'add')).toEqual([]);
    expect(dailyLogProblems({ ...entry, TimeIn: '16:30' }, TODAY, 'save')).toEqual([M.TimeInAfterTimeOut]);
  });

  it('refuses hours for a future date, and dates or times that do not exist', () => {
    expect(dailyLogProblems({ ...entry, Date: '2026-03-11' }, TODAY, 'add')).toEqual([M.FutureDate]);
    expect(dailyLogProblems({ ...entry, Date: '2026-02-30' }, TODAY, 'add')).toEqual([M.DateNotValid]);
    expect(dailyLogProblems({ ...entry, TimeOut: '24:10' }, TODAY, 'add')).toEqual([M.TimeNotValid]);
    expect(
      dailyLogProblems({ Date: '2027-01-01', TimeIn: '18:00', TimeOut: '08:00' }, TODAY, 'save'),
    ).toEqual([M.TimeInAfterTimeOut, M.FutureDate]);
  });
});

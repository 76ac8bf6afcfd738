import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  listDates,
  nextScheduleDate,
  ScheduleDateMessages as M,
  scheduleDateRuleMessages,
  type DayDraft,
} from './dates';

const foreman = (id: number) => ({ Employee: { Id: id }, JobTitle: { Id: 1 }, IsForeman: true });
const crew = (id: number) => ({ Employee: { Id: id }, JobTitle: { Id: 3 }, IsForeman: false });
const asset = (id: number) => ({ EquipmentResource: { Id: id } });
const day = (date: string, over: Partial<DayDraft> = {}): DayDraft => ({
  ScheduleDate_: date,
  StartTime: '09:00',
  EndTime: '17:00',
  ScheduleCrews: [foreman(1), crew(2)],
  ScheduleEquipments: [asset(10)],
  ...over,
});

describe('schedule date rules', () => {
  it('accepts well-formed days and no days at all', () => {
    expect(scheduleDateRuleMessages([day('2026-12-01'), day('2026-12-02')])).toEqual([]);
    expect(scheduleDateRuleMessages([])).toEqual([]);
  });

  it('names every day without a foreman, in date order', () => {
    const days = [
      day('2026-12-02', { ScheduleCrews: [crew(2)] }),
      day('2026-12-01', { ScheduleCrews: [] }),
      day('2026-12-03'),
    ];
    expect(scheduleDateRuleMessages(days)).toEqual(['A foreman is required on: 12/01/2026, 12/02/2026']);
  });

  it('gives each broken rule its own message with its own dates', () => {
    const days = [
      day('2026-12-01', {
        ScheduleCrews: [foreman(1), { Employee: null, JobTitle: { Id: 3 }, IsForeman: false }],
      }),
      day('2026-12-02', { ScheduleEquipments: [{ EquipmentResource: null }] }),
      day('2026-12-03', { ScheduleCrews: [foreman(1), crew(1)] }),
      day('2026-12-04', { ScheduleEquipments: [asset(10), asset(10)] }),
      day('2026-12-05', { StartTime: '17:00', EndTime: '09:00' }),
      day('2026-12-06'),
      day('2026-12-06'),
      day('2026-02-30'),
    ];
    expect(scheduleDateRuleMessages(days)).toEqual([
      M.dateNotValid('02/30/2026'),
      M.crewSlotEmpty('12/01/2026'),
      M.equipmentSlotEmpty('12/02/2026'),
      M.duplicateDates('12/06/2026'),
      M.duplicateCrew('12/03/2026'),
      M.duplicateEquipment('12/04/2026'),
      'Hours are not valid. Make sure the start time is before the end time',
    ]);
  });

  it('wants a start time that reads and comes before the end', () => {
    for (const [start, end] of [
      ['', '17:00'],
      ['09:00', '09:00'],
      ['nine', '17:00'],
    ])
      expect(scheduleDateRuleMessages([day('2026-12-01', { StartTime: start!, EndTime: end! })])).toEqual([
        M.HoursNotValid,
      ]);
  });

  it('a foreman slot without an employee is no foreman', () => {
    const days = [
      day('2026-12-01', { ScheduleCrews: [{ Employee: null, JobTitle: { Id: 1 }, IsForeman: true }] }),
    ];
    expect(scheduleDateRuleMessages(days)).toEqual([
      M.crewSlotEmpty('12/01/2026'),
      M.foremanRequired('12/01/2026'),
    ]);
  });

  it('lists each date once and sorted', () => {
    expect(listDates(['2026-12-02', '2026-01-09', '2026-12-02'])).toBe('01/09/2026, 12/02/2026');
    expect(scheduleDateRuleMessages([day('')])).toEqual([M.dateNotValid('(no date)')]);
  });

  it('property: a message names a date only if that date breaks the rule', () => {
    const dateArb = fc.integer({ min: 1, max: 28 }).map((d) => `2027-03-${String(d).padStart(2, '0')}`);
    const dayArb = fc.record({
      date: dateArb,
      hasForeman: fc.boolean(),
      people: fc.array(fc.integer({ min: 2, max: 5 }), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(dayArb, { selector: (d) => d.date, maxLength: 6 }), (drafts) => {
        const days = drafts.map((d) =>
          day(d.date, {
            ScheduleCrews: [...(d.hasForeman ? [foreman(1)] : []), ...d.people.map(crew)],
          }),
        );
        const messages = scheduleDateRuleMessages(days);
        const noForeman = drafts.filter((d) => !d.hasForeman).map((d) => d.date);
        const doubled = drafts.filter((d) => new Set(d.people).size < d.people.length).map((d) => d.date);
        const expected = [
          ...(doubled.length ? [M.duplicateCrew(listDates(doubled))] : []),
          ...(noForeman.length ? [M.foremanRequired(listDates(noForeman))] : []),
        ];
        expect(messages).toEqual(expected);
      }),
    );
  });
});

describe('a new schedule date', () => {
  it('is the day after the latest, across month and year ends', () => {
    expect(nextScheduleDate(['2026-12-01', '2026-12-31'], '2026-06-01')).toBe('2027-01-01');
    expect(nextScheduleDate(['2028-02-28'], '2026-06-01')).toBe('2028-02-29');
  });

  it('is tomorrow when the schedule has no day yet', () => {
    expect(nextScheduleDate([], '2026-11-26')).toBe('2026-11-27');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../format/dates';
import {
  cleanContactLinks,
  inDayRange,
  isChoosableLocationStatus,
  locationLabel,
  locationStatusChoices,
  mapDirectionsUrl,
  noteDateRange,
  NoteDateFilters as D,
  NotePrintFilters,
  printOnWorkOrderFilter,
  transferFailedMessage,
} from './rules';

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
const span = (r: { DateFrom: string | null; DateTo: string | null }) =>
  (Date.parse(`${r.DateTo}T00:00:00Z`) - Date.parse(`${r.DateFrom}T00:00:00Z`)) / 86400000 + 1;

describe('note date filters', () => {
  it('reads the spec examples around a known day (Wednesday 19 November 2025)', () => {
    const today = '2025-11-19';
    expect(noteDateRange(D.AnyDate, today)).toEqual({ DateFrom: null, DateTo: null });
    expect(noteDateRange(D.Today, today)).toEqual({ DateFrom: today, DateTo: today });
    expect(noteDateRange(D.Yesterday, today)).toEqual({ DateFrom: '2025-11-18', DateTo: '2025-11-18' });
    expect(noteDateRange(D.ThisWeek, today)).toEqual({ DateFrom: '2025-11-16', DateTo: '2025-11-22' });
    expect(noteDateRange(D.LastWeek, today)).toEqual({ DateFrom: '2025-11-09', DateTo: '2025-11-15' });
    expect(noteDateRange(D.ThisMonth, today)).toEqual({ DateFrom: '2025-11-01', DateTo: '2025-11-30' });
    expect(noteDateRange(D.LastMonth, today)).toEqual({ DateFrom: '2025-10-01', DateTo: '2025-10-31' });
    expect(noteDateRange(D.LastMonth, '2025-01-05')).toEqual({
      DateFrom: '2024-12-01',
      DateTo: '2024-12-31',
    });
    expect(noteDateRange(D.ThisMonth, '2024-02-10').DateTo).toBe('2024-02-29');
    expect(noteDateRange(D.Yesterday, '2025-03-01').DateFrom).toBe('2025-02-28');
  });

  it('takes a custom range as typed, swapping reversed ends and leaving unreadable ends open', () => {
    expect(noteDateRange(D.CustomRange, '2025-11-19', { From: '11/1/2025', To: '2025-11-05' })).toEqual({
      DateFrom: '2025-11-01',
      DateTo: '2025-11-05',
    });
    expect(noteDateRange(D.CustomRange, '2025-11-19', { From: '11/05/2025', To: '11/01/2025' })).toEqual({
      DateFrom: '2025-11-01',
      DateTo: '2025-11-05',
    });
    expect(noteDateRange(D.CustomRange, '2025-11-19', { From: '2/30/2025', To: null })).toEqual({
      DateFrom: null,
      DateTo: null,
    });
  });

  it('today, this week and this month always contain today; yesterday and last week never do', () => {
    fc.assert(
      fc.property(day, (today) => {
        for (const f of [D.Today, D.ThisWeek, D.ThisMonth])
          expect(inDayRange(today, noteDateRange(f, today))).toBe(true);
        for (const f of [D.Yesterday, D.LastWeek, D.LastMonth])
          expect(inDayRange(today, noteDateRange(f, today))).toBe(false);
        expect(inDayRange(today, noteDateRange(D.AnyDate, today))).toBe(true);
      }),
    );
  });

  it('weeks are seven days from Sunday, and last week ends the day before this week starts', () => {
    fc.assert(
      fc.property(day, (today) => {
        const week = noteDateRange(D.ThisWeek, today);
        const last = noteDateRange(D.LastWeek, today);
        expect(weekday(week.DateFrom!)).toBe(0);
        expect(span(week)).toBe(7);
        expect(span(last)).toBe(7);
        expect(addCalendarDays(last.DateTo!, 1)).toBe(week.DateFrom);
      }),
    );
  });

  it('months run from the 1st to their last day, and last month ends the day before this one starts', () => {
    fc.assert(
      fc.property(day, (today) => {
        const month = noteDateRange(D.ThisMonth, today);
        const last = noteDateRange(D.LastMonth, today);
        for (const r of [month, last]) {
          expect(r.DateFrom!.endsWith('-01')).toBe(true);
          expect([28, 29, 30, 31]).toContain(span(r));
          expect(addCalendarDays(r.DateTo!, 1).endsWith('-01')).toBe(true);
        }
        expect(addCalendarDays(last.DateTo!, 1)).toBe(month.DateFrom);
      }),
    );
  });

  it('every custom range reads from its earlier end to its later end', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const r = noteDateRange(D.CustomRange, a, { From: a, To: b });
        expect(r.DateFrom! <= r.DateTo!).toBe(true);
        expect(new Set([r.DateFrom, r.DateTo])).toEqual(new Set([a, b]));
      }),
    );
  });

  it('turns the print filter into the search flag', () => {
    expect(printOnWorkOrderFilter(NotePrintFilters.Any)).toBeNull();
    expect(printOnWorkOrderFilter(NotePrintFilters.Print)).toBe(true);
    expect(printOnWorkOrderFilter(NotePrintFilters.DoNotPrint)).toBe(false);
  });
});

describe('location rules', () => {
  it('never offers Transferred as a status choice', () => {
    expect(locationStatusChoices().map((s) => s.Name)).toEqual(['Active', 'Inactive']);
    expect(isChoosableLocationStatus(1)).toBe(true);
    expect(isChoosableLocationStatus(2)).toBe(true);
    expect(isChoosableLocationStatus(3)).toBe(false);
    expect(isChoosableLocationStatus(9)).toBe(false);
  });

  it('builds the map directions link from both coordinates only', () => {
    expect(mapDirectionsUrl(42.0451, -87.6877)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=42.0451,-87.6877',
    );
    expect(mapDirectionsUrl(42.0451, null)).toBeNull();
    expect(mapDirectionsUrl(null, null)).toBeNull();
    expect(mapDirectionsUrl(0, 0)).toBe('https://www.google.com/maps/dir/?api=1&destination=0,0');
  });

  it('keeps each contact once with exactly one primary, the first marked', () => {
    expect(
      cleanContactLinks([
        { ContactId: 4 },
        { ContactId: 7, IsPrimaryContact: true },
        { ContactId: 4, IsPrimaryContact: true },
        { ContactId: 9, IsPrimaryContact: true },
      ]),
    ).toEqual({
      links: [
        { ContactId: 4, IsPrimaryContact: false },
        { ContactId: 7, IsPrimaryContact: true },
        { ContactId: 9, IsPrimaryContact: false },
      ],
      primaryId: 7,
    });
    expect(cleanContactLinks([{ ContactId: 4 }]).primaryId).toBeNull();
    fc.assert(
      fc.property(
        fc.array(fc.record({ ContactId: fc.integer({ min: 1, max: 20 }), IsPrimaryContact: fc.boolean() })),
        (rows) => {
          const { links, primaryId } = cleanContactLinks(rows);
          expect(new Set(links.map((l) => l.ContactId)).size).toBe(links.length);
          expect(links.filter((l) => l.IsPrimaryContact).length).toBe(primaryId === null ? 0 : 1);
          const firsts = rows.filter((r, i) => rows.findIndex((x) => x.ContactId === r.ContactId) === i);
          expect(primaryId).toBe(firsts.find((r) => r.IsPrimaryContact)?.ContactId ?? null);
        },
      ),
    );
  });

  it('names a location by its name, else its address, in the transfer failure message', () => {
    expect(locationLabel('  ', '12 Elm St')).toBe('12 Elm St');
    expect(locationLabel('Cottage', '12 Elm St')).toBe('Cottage');
    expect(transferFailedMessage('12 Elm St', 'Hart, Olivia')).toBe(
      'Failed to transfer 12 Elm St to Hart, Olivia.',
    );
    expect(transferFailedMessage('Cottage', 'Hart, Olivia', 'The account is archived.')).toBe(
      'Failed to transfer Cottage to Hart, Olivia. The account is archived.',
    );
  });
});

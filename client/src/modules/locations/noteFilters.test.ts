import { describe, expect, it } from 'vitest';
import { NoteDateFilters, NotePrintFilters } from '@canopy/shared';
import { ANY_NOTE, noteSearchFilters } from './noteFilters';

// Wednesday 8 January 2025, mid-afternoon local time.
const now = new Date(2025, 0, 8, 15, 30);
const on = (Date: number, extra: Partial<typeof ANY_NOTE> = {}) =>
  noteSearchFilters({ ...ANY_NOTE, Date, ...extra }, now);

describe('the notes date filter', () => {
  it('leaves both ends open for any date', () => {
    expect(on(NoteDateFilters.AnyDate)).toEqual({ PrintOnWorkOrder: null, DateFrom: null, DateTo: null });
  });

  it('covers the local calendar day for today and yesterday', () => {
    expect(on(NoteDateFilters.Today)).toMatchObject({ DateFrom: '2025-01-08', DateTo: '2025-01-08' });
    expect(on(NoteDateFilters.Yesterday)).toMatchObject({ DateFrom: '2025-01-07', DateTo: '2025-01-07' });
    const justAfterMidnight = noteSearchFilters(
      { ...ANY_NOTE, Date: NoteDateFilters.Today },
      new Date(2025, 0, 8, 0, 5),
    );
    expect(justAfterMidnight).toMatchObject({ DateFrom: '2025-01-08', DateTo: '2025-01-08' });
  });

  it('runs weeks Sunday to Saturday, last week across the new year', () => {
    expect(on(NoteDateFilters.ThisWeek)).toMatchObject({ DateFrom: '2025-01-05', DateTo: '2025-01-11' });
    expect(on(NoteDateFilters.LastWeek)).toMatchObject({ DateFrom: '2024-12-29', DateTo: '2025-01-04' });
  });

  it('takes whole months, last month in the year before', () => {
    expect(on(NoteDateFilters.ThisMonth)).toMatchObject({ DateFrom: '2025-01-01', DateTo: '2025-01-31' });
    expect(on(NoteDateFilters.LastMonth)).toMatchObject({ DateFrom: '2024-12-01', DateTo: '2024-12-31' });
    const march = noteSearchFilters({ ...ANY_NOTE, Date: NoteDateFilters.LastMonth }, new Date(2024, 2, 31));
    expect(march).toMatchObject({ DateFrom: '2024-02-01', DateTo: '2024-02-29' });
  });

  it('takes a custom range as typed, swapping reversed ends and leaving a missing end open', () => {
    expect(on(NoteDateFilters.CustomRange, { From: '2024-11-20', To: '2024-11-02' })).toMatchObject({
      DateFrom: '2024-11-02',
      DateTo: '2024-11-20',
    });
    expect(on(NoteDateFilters.CustomRange, { From: '2024-11-02', To: null })).toMatchObject({
      DateFrom: '2024-11-02',
      DateTo: null,
    });
  });

  it('ignores the custom dates unless the custom range is chosen', () => {
    expect(on(NoteDateFilters.Today, { From: '2020-01-01', To: '2020-12-31' })).toMatchObject({
      DateFrom: '2025-01-08',
      DateTo: '2025-01-08',
    });
  });
});

describe('the notes print filter', () => {
  it('sends true for print, false for do not print and null for any', () => {
    const print = (Print: number) => noteSearchFilters({ ...ANY_NOTE, Print }, now).PrintOnWorkOrder;
    expect(print(NotePrintFilters.Print)).toBe(true);
    expect(print(NotePrintFilters.DoNotPrint)).toBe(false);
    expect(print(NotePrintFilters.Any)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evenSplitCents, jobTitleChoices, remainingCents, type WageJobTitle } from './costs';
import { moveInRoute, routeOrderOf } from './work-orders';

describe('the equipment cost split', () => {
  it('spreads the rate evenly in whole cents that add up to it exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (rate, n) => {
        const shares = evenSplitCents(rate, n);
        expect(shares).toHaveLength(n);
        expect(remainingCents(rate, shares)).toBe(0);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
    expect(evenSplitCents(10001, 2)).toEqual([5001, 5000]);
    expect(evenSplitCents(500, 0)).toEqual([]);
  });

  it('counts what is left of the rate, blank shares as nothing', () => {
    expect(remainingCents(10000, [3333, null, 3333])).toBe(3334);
    expect(remainingCents(30, [10, 20])).toBe(0);
    expect(remainingCents(100, [101])).toBe(-1);
  });
});

describe('prevailing wage job titles', () => {
  const t = (Id: number, category: number | null, from: string | null, to: string | null): WageJobTitle => ({
    Id,
    Name: `T${Id}`,
    PrevailingWageCategoryId: category,
    EffectiveDate: from,
    ExpirationDate: to,
  });
  const titles = [
    t(1, 1, '2026-01-01', null),
    t(2, 1, null, '2025-12-31'),
    t(3, 1, '2026-06-01', '2026-06-30'),
    t(4, 2, null, null),
    t(5, null, null, null),
  ];

  it('offers those of the category effective on the date, both ends included', () => {
    const ids = (category: number | null, date: string) =>
      jobTitleChoices(titles, category, date).map((x) => x.Id);
    expect(ids(1, '2026-05-04')).toEqual([1]);
    expect(ids(1, '2026-06-30')).toEqual([1, 3]);
    expect(ids(1, '2025-12-31')).toEqual([2]);
    expect(ids(2, '2026-05-04')).toEqual([4]);
    expect(ids(null, '2026-05-04')).toEqual([]);
  });
});

describe('the route order', () => {
  const list = [{ WorkOrderId: 7 }, { WorkOrderId: 8 }, { WorkOrderId: 9 }];
  it('moves one stop at a time and numbers the stops from 1', () => {
    expect(moveInRoute(list, 2, -1).map((w) => w.WorkOrderId)).toEqual([7, 9, 8]);
    expect(moveInRoute(list, 0, -1)).toBe(list);
    expect(moveInRoute(list, 2, 1)).toBe(list);
    expect(routeOrderOf(moveInRoute(list, 0, 1))).toEqual([
      { WorkOrderId: 8, RouteOrderId: 1 },
      { WorkOrderId: 7, RouteOrderId: 2 },
      { WorkOrderId: 9, RouteOrderId: 3 },
    ]);
  });
});

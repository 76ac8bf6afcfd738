import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discounted, isExpired, isOffered } from './rules';

describe('promotions', () => {
  it('expire the day after their expiration date; no date never expires', () => {
    expect(isExpired('2026-03-31', '2026-03-31')).toBe(false);
    expect(isExpired('2026-03-31', '2026-04-01')).toBe(true);
    expect(isExpired(null, '2999-01-01')).toBe(false);
  });

  it('are offered only when active, unarchived and unexpired', () => {
    const p = { Active: true, Archived: false, ExpirationDate: '2026-12-31' };
    expect(isOffered(p, '2026-06-01')).toBe(true);
    expect(isOffered({ ...p, Active: false }, '2026-06-01')).toBe(false);
    expect(isOffered({ ...p, Archived: true }, '2026-06-01')).toBe(false);
    expect(isOffered(p, '2027-01-01')).toBe(false);
  });

  it('apply discounts multiplicatively, to the cent, never below zero', () => {
    expect(discounted(10000, [1000, 1000])).toBe(8100);
    expect(discounted(999, [1250])).toBe(874); // 874.125
    expect(discounted(500, [10000])).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 10000 }), { maxLength: 4 }),
        (c, ds) => {
          const out = discounted(c, ds);
          expect(Number.isSafeInteger(out)).toBe(true);
          expect(out).toBeGreaterThanOrEqual(0);
          expect(out).toBeLessThanOrEqual(c);
          expect(discounted(c, [...ds].reverse())).toBe(out);
        },
      ),
    );
    expect(discounted(1234, [])).toBe(1234);
  });
});

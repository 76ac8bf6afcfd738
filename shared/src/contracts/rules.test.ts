import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { increased, isRenewalYear, percentToE2 } from './rules';

describe('renewal prices', () => {
  it('rise by the percentage and round half away from zero, to the cent', () => {
    expect(increased(10000, 400)).toBe(10400);
    expect(increased(12345, 400)).toBe(12839); // 12838.8
    expect(increased(1250, 400)).toBe(1300);
    expect(increased(25, 200)).toBe(26); // 25.5 rounds up
    expect(increased(-25, 200)).toBe(-26);
    expect(increased(999, 0)).toBe(999);
    expect(percentToE2(4.1)).toBe(410);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10_000 }), (c, p) => {
        const out = increased(c, p);
        expect(Number.isSafeInteger(out)).toBe(true);
        expect(Math.abs(out - (c * (10_000 + p)) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(out).toBeGreaterThanOrEqual(c);
      }),
    );
  });

  it('are generated for this year up to 9999 only', () => {
    expect(isRenewalYear(2026, 2026)).toBe(true);
    expect(isRenewalYear(9999, 2026)).toBe(true);
    expect(isRenewalYear(2025, 2026)).toBe(false);
    expect(isRenewalYear(10000, 2026)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costAtRate, splitProportionally } from './split';

const weights = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 });
const total = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('pricing units split proportionally across service items', () => {
  it('splits in proportion, giving leftover hundredths to the largest remainders', () => {
    expect(splitProportionally(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitProportionally(100, [200, 100])).toEqual([67, 33]);
    // Exact shares 1.5, 2.5, 6 -> floors 1, 2, 6; one hundredth left goes to the first of the tie.
    expect(splitProportionally(10, [150, 250, 600])).toEqual([2, 2, 6]);
    // Exact shares 3.3, 3.6, 3.1 -> the 0.6 remainder wins the leftover hundredth.
    expect(splitProportionally(10, [33, 36, 31])).toEqual([3, 4, 3]);
    expect(splitProportionally(500, [0, 1250, 0])).toEqual([0, 500, 0]);
  });

  it('splits evenly when no item has service units', () => {
    expect(splitProportionally(101, [0, 0])).toEqual([51, 50]);
    expect(splitProportionally(7, [0, 0, 0])).toEqual([3, 2, 2]);
  });

  it('keeps the sign of a negative total and splits nothing when there are no items', () => {
    expect(splitProportionally(-100, [1, 2])).toEqual([-33, -67]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(splitProportionally(250, [])).toEqual([]);
  });

  it('refuses fractions of a hundredth and negative weights', () => {
    expect(() => splitProportionally(1.5, [1])).toThrow(RangeError);
    expect(() => splitProportionally(10, [1, -1])).toThrow(RangeError);
  });

  it('stays exact where the products pass 2^53', () => {
    const big = Number.MAX_SAFE_INTEGER;
    const shares = splitProportionally(big, [big, big, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(big);
    expect(shares[2]).toBe(1);
  });

  it('always sums exactly to the total', () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        expect(splitProportionally(t, w).reduce((a, b) => a + b, 0)).toBe(t);
      }),
    );
  });

  it('gives each item less than one hundredth away from its exact share', () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        const sum = w.reduce((a, b) => a + b, 0);
        const exact = w.map((x) => (sum === 0 ? t / w.length : (t * x) / sum));
        splitProportionally(t, w).forEach((s, i) => expect(Math.abs(s - exact[i]!)).toBeLessThan(1.000001));
      }),
    );
  });

  it('never gives a heavier item less, nor a weightless item anything', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), weights, (t, w) => {
        const shares = splitProportionally(t, w);
        const anyWeight = w.some((x) => x > 0);
        w.forEach((wi, i) =>
          w.forEach((wj, j) => {
            if (wi > wj) expect(shares[i]).toBeGreaterThanOrEqual(shares[j]!);
          }),
        );
        if (anyWeight) w.forEach((x, i) => x === 0 && expect(shares[i]).toBe(0));
      }),
    );
  });
});

describe('the cost of pricing units at a rate', () => {
  it('is exact cents, half a cent rounding away from zero', () => {
    expect(costAtRate(1250, 300)).toBe(3750); // 3 units at $12.50
    expect(costAtRate(1999, 250)).toBe(4998); // 2.5 × $19.99 = $49.975 → $49.98
    expect(costAtRate(333, 1)).toBe(3); // 0.01 × $3.33 = $0.0333
    expect(costAtRate(-1999, 250)).toBe(-4998);
    expect(costAtRate(0, 12345)).toBe(0);
  });

  it('matches decimal arithmetic for large rates and unit counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 8 }),
        (rate, units) => {
          const exact = BigInt(rate) * BigInt(units);
          const cents = costAtRate(rate, units);
          // Within half a cent of the exact product, and the half goes up.
          expect(BigInt(cents) * 100n - exact <= 50n && exact - BigInt(cents) * 100n < 50n).toBe(true);
        },
      ),
    );
  });
});

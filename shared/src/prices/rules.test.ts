import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToExactCents, fromScaled, toScaled } from './decimal';
import { changedPrice, changedPriceOrNull, readPriceChange, type PriceChange } from './rules';

const cents = fc.integer({ min: 0, max: 10_000_000_000 });
const percentE4 = fc.integer({ min: -2_000_000, max: 10_000_000 });
const dollarCents = fc.integer({ min: 0, max: 100_000_000 });
const change: fc.Arbitrary<PriceChange> = fc.oneof(
  dollarCents.map((c) => ({ kind: 'dollars' as const, cents: c })),
  percentE4.map((p) => ({ kind: 'percent' as const, percentE4: p })),
);

describe('exact decimals', () => {
  it('reads what a person typed digit by digit and gives it back', () => {
    expect(toScaled(10.25, 4)).toBe(102500);
    expect(toScaled(8.875, 4)).toBe(88750);
    expect(toScaled(0.1 + 0.2, 2)).toBeNull();
    expect(toScaled(-0.05, 2)).toBe(-5);
    expect(toScaled(1e-7, 4)).toBeNull();
    expect(toScaled(1e21, 2)).toBeNull();
    expect(toScaled(Number.NaN, 2)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(dollarsToExactCents(centsToDollars(n))).toBe(n);
        expect(toScaled(fromScaled(n, 4), 4)).toBe(n);
      }),
    );
  });
});

describe('price updates', () => {
  it('always gives whole cents, never negative', () => {
    fc.assert(
      fc.property(cents, change, (c, ch) => {
        const out = changedPrice(c, ch);
        expect(Number.isSafeInteger(out)).toBe(true);
        expect(out).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('leaves prices alone when the change is zero', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(changedPrice(c, { kind: 'dollars', cents: 0 })).toBe(c);
        expect(changedPrice(c, { kind: 'percent', percentE4: 0 })).toBe(c);
      }),
    );
  });

  it('adds dollars exactly', () => {
    fc.assert(
      fc.property(cents, dollarCents, (c, d) => {
        expect(changedPrice(c, { kind: 'dollars', cents: d })).toBe(c + d);
      }),
    );
  });

  it('scales by a percent to the nearest cent, halves rounding up', () => {
    fc.assert(
      fc.property(cents, percentE4, (c, p) => {
        const out = changedPrice(c, { kind: 'percent', percentE4: p });
        // Exact rational result c × (1 + p / 10^6), compared in integers: |out × 10^6 − exact| ≤ ½ cent.
        const exact = BigInt(c) * (1_000_000n + BigInt(p));
        if (exact <= 0n) {
          expect(out).toBe(0);
        } else {
          const diff = BigInt(out) * 1_000_000n - exact;
          expect(diff > -500_000n && diff <= 500_000n).toBe(true);
        }
      }),
    );
    expect(changedPrice(12345, { kind: 'percent', percentE4: 100_000 })).toBe(13580); // 135.795 -> 135.80
    expect(changedPrice(999, { kind: 'percent', percentE4: -1_000_000 })).toBe(0);
    expect(changedPrice(999, { kind: 'percent', percentE4: -2_000_000 })).toBe(0);
  });

  it('never lowers a price when raising, never raises it when lowering', () => {
    fc.assert(
      fc.property(cents, change, (c, ch) => {
        const out = changedPrice(c, ch);
        const up = ch.kind === 'dollars' || ch.percentE4 >= 0;
        if (up) expect(out).toBeGreaterThanOrEqual(c);
        else expect(out).toBeLessThanOrEqual(c);
      }),
    );
  });

  it('keeps a missing price missing', () => {
    expect(changedPriceOrNull(null, { kind: 'dollars', cents: 500 })).toBeNull();
    expect(changedPriceOrNull(100, { kind: 'dollars', cents: 500 })).toBe(600);
  });

  it('reads the update form with the spec message for negative dollars', () => {
    expect(readPriceChange(1, -5)).toEqual({ error: 'Please avoid entering negative dollar amounts.' });
    expect(readPriceChange(1, 2.5)).toEqual({ change: { kind: 'dollars', cents: 250 } });
    expect(readPriceChange(1, 2.555)).toEqual({ error: 'Please enter an amount in dollars and cents.' });
    expect(readPriceChange(2, -10)).toEqual({ change: { kind: 'percent', percentE4: -100000 } });
    expect(readPriceChange(2, 3.12345)).toHaveProperty('error');
    expect(readPriceChange(3, 1)).toEqual({ error: 'Please choose Dollars or Percentage.' });
  });
});

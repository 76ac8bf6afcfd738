import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agedOnOrBefore, agingCents, allocateNewestFirst, daysOld } from './statements';

describe('statement rules', () => {
  it('ages invoices in whole days and sorts balances into the aging buckets', () => {
    expect(daysOld('2026-05-01', '2026-06-30')).toBe(60);
    expect(daysOld('2026-07-01', '2026-06-30')).toBe(0);
    expect(agedOnOrBefore('2026-06-30', 60)).toBe('2026-05-01');
    expect(
      agingCents([
        { ageDays: 0, balanceCents: 1 },
        { ageDays: 29, balanceCents: 2 },
        { ageDays: 30, balanceCents: 4 },
        { ageDays: 89, balanceCents: 8 },
        { ageDays: 119, balanceCents: 16 },
        { ageDays: 120, balanceCents: 32 },
        { ageDays: 900, balanceCents: 64 },
      ]),
    ).toEqual([3, 4, 8, 16, 96]);
  });

  it('pays the newest invoices first, never more than a balance, and never more than the payment', () => {
    expect(
      allocateNewestFirst(
        [
          { invoiceId: 3, balanceCents: 1000 },
          { invoiceId: 2, balanceCents: 500 },
          { invoiceId: 1, balanceCents: 700 },
        ],
        1200,
      ),
    ).toEqual([
      { invoiceId: 3, cents: 1000 },
      { invoiceId: 2, cents: 200 },
    ]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (balances, amount) => {
          const invoices = balances.map((b, k) => ({ invoiceId: k + 1, balanceCents: b }));
          const parts = allocateNewestFirst(invoices, amount);
          const paid = parts.reduce((s, p) => s + p.cents, 0);
          const owed = balances.reduce((s, b) => s + b, 0);
          expect(paid).toBe(Math.min(amount, owed));
          for (const p of parts) expect(p.cents).toBeLessThanOrEqual(invoices[p.invoiceId - 1]!.balanceCents);
        },
      ),
    );
  });
});

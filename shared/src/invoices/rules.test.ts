import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TransactionTypes as T } from '../enums';
import { PaymentStatuses } from './enums';
import {
  invoiceSums,
  invoiceTax,
  maxAdjustment,
  paymentStatus,
  totalDue,
  workOrderAmountsAddUp,
} from './rules';

const line = fc.record({
  netCents: fc.integer({ min: 0, max: 50_000_000 }),
  taxRateE4: fc.integer({ min: 0, max: 150_000 }),
});
const transaction = fc.record({
  typeId: fc.integer({ min: 1, max: 7 }),
  amountCents: fc.integer({ min: 1, max: 10_000_000 }),
  approved: fc.boolean(),
});

/** The §4 formula written out the long way, kind by kind, with rational tax rounded half up by hand. */
function byTheSpec(
  lines: { netCents: number; taxRateE4: number }[],
  txs: { typeId: number; amountCents: number; approved: boolean }[],
  exempt: boolean,
) {
  const cost = lines.reduce((s, l) => s + l.netCents, 0);
  // tax = round(Σ net × rate% / 100), rate% = e4 / 10^4, in cents: Σ net × e4 / 10^6
  const num = lines.reduce((s, l) => s + BigInt(l.netCents) * BigInt(l.taxRateE4), 0n);
  const tax = exempt ? 0 : Number((num * 2n + 1_000_000n) / 2_000_000n);
  const sum = (type: number) =>
    txs
      .filter((t) => t.typeId === type)
      .filter(
        (t) => t.approved || [T.Payment, T.ServiceCharge, T.PromotionalDiscount].includes(t.typeId as 1),
      )
      .reduce((s, t) => s + t.amountCents, 0);
  return (
    cost +
    tax +
    sum(T.ServiceCharge) +
    sum(T.AdjustmentInvoice) -
    sum(T.Payment) -
    sum(T.Credit) -
    sum(T.PromotionalDiscount) -
    sum(T.WriteOff) -
    sum(T.TaxAdjustment)
  );
}

describe('invoice arithmetic', () => {
  it('amount due equals the §4 formula in cents for any lines, rates and transactions', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.array(transaction, { maxLength: 30 }),
        fc.boolean(),
        (lines, txs, exempt) => {
          const s = invoiceSums(lines, txs, exempt);
          expect(s.amountDueCents).toBe(byTheSpec(lines, txs, exempt));
          expect(Number.isSafeInteger(s.amountDueCents)).toBe(true);
          // The list's totals identity: invoice amount - payments + adjustments = balance due.
          expect(s.totalCostCents + s.totalTaxCents - s.paymentsCents + s.adjustmentsCents).toBe(
            s.amountDueCents,
          );
        },
      ),
    );
  });

  it('rounds tax once per invoice, so it is within half a cent of the exact tax', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const exact = lines.reduce((s, l) => s + (l.netCents * l.taxRateE4) / 1_000_000, 0);
        expect(Math.abs(invoiceTax(lines) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a line-by-line rounding would be a cent off where the invoice rounding is not', () => {
    const lines = [1, 2, 3].map(() => ({ netCents: 1005, taxRateE4: 50_000 })); // 50.25 cents each
    expect(invoiceTax(lines)).toBe(151); // 150.75 -> 151; per line would give 50 × 3 = 150
    expect(invoiceTax(lines, true)).toBe(0);
  });

  it('derives the payment status from payments against the total due', () => {
    const lines = [{ netCents: 10_000, taxRateE4: 0 }];
    const pay = (cents: number) => ({ typeId: T.Payment, amountCents: cents, approved: true });
    expect(paymentStatus(invoiceSums(lines, []))).toBe(PaymentStatuses.Open);
    expect(paymentStatus(invoiceSums(lines, [pay(1)]))).toBe(PaymentStatuses.PartiallyPaid);
    expect(paymentStatus(invoiceSums(lines, [pay(10_000)]))).toBe(PaymentStatuses.Paid);
    const charged = invoiceSums(lines, [
      pay(10_000),
      { typeId: T.ServiceCharge, amountCents: 500, approved: false },
    ]);
    expect(totalDue(charged)).toBe(10_500);
    expect(paymentStatus(charged)).toBe(PaymentStatuses.PartiallyPaid);
  });

  it('keeps the maximum adjustment plus its tax within the amount due, and whole when exempt', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), fc.boolean(), (lines, exempt) => {
        const s = invoiceSums(lines, [], exempt);
        const max = maxAdjustment(s, exempt);
        if (exempt || s.totalTaxCents === 0) {
          expect(max).toBe(Math.max(0, s.amountDueCents));
          return;
        }
        const taxOfMax = (max * s.totalTaxCents) / s.totalCostCents;
        expect(max + taxOfMax).toBeLessThanOrEqual(s.amountDueCents + 1e-6);
        expect(max + 1 + ((max + 1) * s.totalTaxCents) / s.totalCostCents).toBeGreaterThan(
          s.amountDueCents - 1e-6,
        );
      }),
    );
    const s = invoiceSums([{ netCents: 10_000, taxRateE4: 100_000 }], []); // $100 at 10%
    expect(s.amountDueCents).toBe(11_000);
    expect(maxAdjustment(s, false)).toBe(10_000);
    expect(maxAdjustment(s, true)).toBe(11_000);
  });

  it('checks that work-order amounts add up to the total to the cent', () => {
    expect(workOrderAmountsAddUp(1000, [333, 333, 334])).toBe(true);
    expect(workOrderAmountsAddUp(1000, [333, 333, 333])).toBe(false);
  });
});

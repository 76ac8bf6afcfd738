import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaymentMethods as P } from '../enums';
import { InvoiceMessages as M } from './messages';
import { allocatePayment, invoicesReference, spreadNewestFirst } from './payments';

const invoices = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    invoiceDate: fc.constantFrom('2026-01-05', '2026-02-10', '2026-02-11', '2026-03-01'),
    dueCents: fc.integer({ min: -5_000, max: 5_000_000 }),
  }),
  { selector: (i) => i.id, maxLength: 15 },
);

describe('payments spread newest first', () => {
  it('never over-pays an invoice and keeps every cent: parts plus leftover is the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), invoices, (amount, list) => {
        const { parts, leftoverCents } = spreadNewestFirst(amount, list);
        const byId = new Map(list.map((i) => [i.id, i]));
        for (const p of parts) {
          expect(Number.isInteger(p.cents)).toBe(true);
          expect(p.cents).toBeGreaterThan(0);
          expect(p.cents).toBeLessThanOrEqual(byId.get(p.id)!.dueCents);
        }
        expect(parts.reduce((s, p) => s + p.cents, 0) + leftoverCents).toBe(amount);
        expect(leftoverCents).toBeGreaterThanOrEqual(0);
        // Money is left over only once every invoice is paid in full.
        if (leftoverCents > 0)
          for (const i of list.filter((x) => x.dueCents > 0))
            expect(parts.find((p) => p.id === i.id)?.cents).toBe(i.dueCents);
      }),
    );
  });

  it('pays an older invoice only after every newer one is paid in full', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), invoices, (amount, list) => {
        const { parts } = spreadNewestFirst(amount, list);
        const paid = new Map(parts.map((p) => [p.id, p.cents]));
        const newer = (a: (typeof list)[0], b: (typeof list)[0]) =>
          a.invoiceDate > b.invoiceDate || (a.invoiceDate === b.invoiceDate && a.id > b.id);
        for (const older of list)
          if ((paid.get(older.id) ?? 0) > 0)
            for (const n of list.filter((x) => newer(x, older) && x.dueCents > 0))
              expect(paid.get(n.id)).toBe(n.dueCents);
      }),
    );
  });

  it('applies $150 to the newest invoice first and keeps the rest', () => {
    const list = [
      { id: 1, invoiceDate: '2026-01-01', dueCents: 10_000 },
      { id: 2, invoiceDate: '2026-02-01', dueCents: 8_000 },
    ];
    expect(spreadNewestFirst(15_000, list)).toEqual({
      parts: [
        { id: 2, cents: 8_000 },
        { id: 1, cents: 7_000 },
      ],
      leftoverCents: 0,
    });
    expect(spreadNewestFirst(20_000, list).leftoverCents).toBe(2_000);
  });
});

describe('payment entry rules', () => {
  const line = (id: number, due: number, given: number | null = null) => ({
    id,
    invoiceDate: `2026-01-${String(id).padStart(2, '0')}`,
    dueCents: due,
    givenCents: given,
  });

  it('refuses with the spec words, in order', () => {
    expect(allocatePayment(P.Cash, 0, [line(1, 100)], 0)).toEqual({ ok: false, message: M.AmountAboveZero });
    expect(allocatePayment(P.CreditCard, 100, [], 0)).toEqual({ ok: false, message: M.InvoiceRequired });
    expect(allocatePayment(P.MoneyOnAccount, 100, [], 500)).toEqual({
      ok: false,
      message: M.InvoiceRequired,
    });
    expect(allocatePayment(P.Check, 100, [line(1, 100, 60), line(2, 100, 50)], 0)).toEqual({
      ok: false,
      message: M.InvoicesOver,
    });
    expect(allocatePayment(P.ACH, 100, [line(1, 100, 60)], 0)).toEqual({
      ok: false,
      message: M.InvoicesUnder,
    });
    expect(allocatePayment(P.Cash, 500, [line(1, 100, 101)], 0)).toEqual({
      ok: false,
      message: M.OverBalanceDue(1),
    });
    expect(allocatePayment(P.MoneyOnAccount, 50, [line(1, 100)], 0)).toEqual({
      ok: false,
      message: M.NoMoneyOnAccount,
    });
    expect(allocatePayment(P.MoneyOnAccount, 50, [line(1, 100)], 40)).toEqual({
      ok: false,
      message: M.OverMoneyOnAccount('0.40'),
    });
  });

  it('keeps the remainder of cash, check and promotion on account; card pays exactly the sum', () => {
    expect(allocatePayment(P.Cash, 250, [line(1, 100), line(2, 100)], 0)).toEqual({
      ok: true,
      parts: [
        { id: 2, cents: 100 },
        { id: 1, cents: 100 },
      ],
      leftoverCents: 50,
    });
    expect(allocatePayment(P.Check, 5_000, [], 0)).toEqual({ ok: true, parts: [], leftoverCents: 5_000 });
    expect(allocatePayment(P.CreditCard, 150, [line(1, 100, 100), line(2, 100, 50)], 0)).toMatchObject({
      ok: true,
      leftoverCents: 0,
    });
  });

  it('names a set of invoices the same way whatever the order', () => {
    expect(invoicesReference([12, 3, 12])).toBe('inv:3-12');
  });
});

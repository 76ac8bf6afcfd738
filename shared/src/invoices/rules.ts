import { TransactionTypes as T } from '../enums';
import { APPROVABLE_TYPES, PaymentStatuses, RAISING_TYPES } from './enums';

/**
 * Invoice arithmetic in integer cents. The one rounding rule: an invoice's tax is the exact sum of
 * every line's net times its rate, rounded half up to the cent once for the whole invoice, never per
 * line, so the tax of an invoice is never a cent off the rate applied to its lines.
 */
export interface InvoiceLine {
  netCents: number;
  /** Ten-thousandths of a percent (8.875% = 88750). */
  taxRateE4: number;
}
export interface InvoiceTransactionAmount {
  typeId: number;
  amountCents: number;
  approved: boolean;
}
export interface InvoiceSums {
  totalCostCents: number;
  totalTaxCents: number;
  /** Payments recorded against the invoice. */
  paymentsCents: number;
  /** Everything else that counts, signed: service charges and invoice adjustments add, the rest subtract. */
  adjustmentsCents: number;
  amountDueCents: number;
}

const UNIT = 1_000_000n; // rate_e4 is a percent times 10^4, so a fraction times 10^6
const roundHalfUp = (scaled: bigint, unit: bigint) =>
  scaled >= 0n ? (scaled + unit / 2n) / unit : -((-scaled + unit / 2n) / unit);

export function invoiceTax(lines: readonly InvoiceLine[], taxExempt = false): number {
  if (taxExempt) return 0;
  const exact = lines.reduce((s, l) => s + BigInt(l.netCents) * BigInt(l.taxRateE4), 0n);
  return Number(roundHalfUp(exact, UNIT));
}

/** Whether a transaction moves the amount due yet: approvable kinds only once approved. */
export const transactionCounts = (t: InvoiceTransactionAmount) =>
  t.approved || !APPROVABLE_TYPES.includes(t.typeId);

export function invoiceSums(
  lines: readonly InvoiceLine[],
  transactions: readonly InvoiceTransactionAmount[],
  taxExempt = false,
): InvoiceSums {
  const totalCostCents = lines.reduce((s, l) => s + l.netCents, 0);
  const totalTaxCents = invoiceTax(lines, taxExempt);
  let paymentsCents = 0;
  let adjustmentsCents = 0;
  for (const t of transactions) {
    if (!transactionCounts(t)) continue;
    if (t.typeId === T.Payment) paymentsCents += t.amountCents;
    else adjustmentsCents += RAISING_TYPES.includes(t.typeId) ? t.amountCents : -t.amountCents;
  }
  return {
    totalCostCents,
    totalTaxCents,
    paymentsCents,
    adjustmentsCents,
    amountDueCents: totalCostCents + totalTaxCents + adjustmentsCents - paymentsCents,
  };
}

/** Spec §4: total due = cost + tax + service charges + approved adjustments; payments not counted. */
export const totalDue = (s: InvoiceSums) => s.totalCostCents + s.totalTaxCents + s.adjustmentsCents;

/** Spec §4: Open; Partially Paid once payments exceed 0; Paid once they reach the total due. */
export function paymentStatus(s: InvoiceSums): number {
  if (s.paymentsCents <= 0) return PaymentStatuses.Open;
  return s.paymentsCents >= totalDue(s) ? PaymentStatuses.Paid : PaymentStatuses.PartiallyPaid;
}

/**
 * Spec §5: maximum adjustment = amount due / (1 + tax rate), unless the account is tax exempt. The
 * invoice's rate is its tax over its cost (one rate, or the blend of its lines' rates), so this is
 * due × cost / (cost + tax), rounded down: an adjustment of the maximum plus its tax never passes
 * what is due.
 */
export function maxAdjustment(s: InvoiceSums, taxExempt: boolean): number {
  if (s.amountDueCents <= 0) return 0;
  if (taxExempt || s.totalTaxCents === 0 || s.totalCostCents <= 0) return s.amountDueCents;
  const due = BigInt(s.amountDueCents);
  return Number((due * BigInt(s.totalCostCents)) / BigInt(s.totalCostCents + s.totalTaxCents));
}

/** Spec §5: the work-order amounts of a credit, adjustment or write-off add up to its total. */
export const workOrderAmountsAddUp = (totalCents: number, parts: readonly number[]) =>
  parts.reduce((s, p) => s + p, 0) === totalCents;

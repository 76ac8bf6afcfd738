import { WorkAuthorizationServiceStatuses as SS } from '../enums';
import { dollarsToCents } from '../format/currency';
import { discounted } from '../promotions/rules';
import { taxCents } from '../proposal-format/rules';
import { defaultDepositCents, isApproved, meetsDownPayment } from './rules';
import type { WaGroup, WorkAuthorization } from './schemas';

// A work authorization's figures in integer cents, from its lines and approvals. The server answers
// them with every record; the crew device works them out again from its copy while the customer
// ticks lines with no signal, so both must come from this one place.

export interface TotalsService {
  costCents: number;
  /** Set when the service is priced per visit: a part-approved one is worth its approved visits. */
  perVisitCostCents: number | null;
  statusId: number;
  visits: readonly { includeThisYear: boolean; approved: boolean }[];
}

export interface TotalsMaterial {
  costCents: number;
  statusId: number;
}

export interface TotalsLines {
  services: readonly TotalsService[];
  materials: readonly TotalsMaterial[];
  /** The promotions' discounts (percent in hundredths), only when the discount is applied. */
  discountsE2: readonly number[];
}

export interface TotalsTerms {
  /** The service address's tax rate, 1 % = 10,000. */
  taxRateE4: number;
  /** The minimum down payment, percent in hundredths. */
  downPaymentE2: number;
  depositedCents: number;
}

export interface AuthorizationTotals {
  subtotalCents: number;
  savingsCents: number;
  totalCents: number;
  taxCents: number;
  /** What the customer is asked to pay now: the down payment's share less the deposits taken. */
  depositDueCents: number;
  meetsDownPayment: boolean;
}

/** An approved service's worth: its whole cost, or per visit for the visits approved of a part-approved one. */
export function approvedServiceCents(s: TotalsService): number {
  if (!isApproved(s.statusId)) return 0;
  if (s.statusId === SS.PartiallyApproved && s.perVisitCostCents !== null)
    return s.perVisitCostCents * s.visits.filter((v) => v.includeThisYear && v.approved).length;
  return s.costCents;
}

/** The approved lines' sum, and the same after the applied promotions (rounded once). */
export function approvedCents(l: TotalsLines): { subtotalCents: number; totalCents: number } {
  let subtotal = 0;
  for (const s of l.services) subtotal += approvedServiceCents(s);
  for (const m of l.materials) if (isApproved(m.statusId)) subtotal += m.costCents;
  return { subtotalCents: subtotal, totalCents: discounted(subtotal, l.discountsE2) };
}

export function authorizationTotals(input: TotalsLines & TotalsTerms): AuthorizationTotals {
  const { subtotalCents, totalCents } = approvedCents(input);
  return {
    subtotalCents,
    savingsCents: subtotalCents - totalCents,
    totalCents,
    taxCents: taxCents(totalCents, input.taxRateE4),
    depositDueCents: defaultDepositCents(totalCents, input.downPaymentE2, input.depositedCents),
    meetsDownPayment: meetsDownPayment(totalCents, input.downPaymentE2, input.depositedCents),
  };
}

const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;
/** A decimal the server wrote as an integer scaled down, read back to that integer. */
const scaled = (value: number, by: number) => Math.round(value * by);

export type TotalsRecord = Pick<
  WorkAuthorization,
  | 'ProposalGroups'
  | 'Promotions'
  | 'IsPromotionalDiscountApplied'
  | 'TaxRate'
  | 'MinimumDownPayment'
  | 'Deposits'
>;

const optionsOf = (groups: readonly WaGroup[]) =>
  groups.flatMap((g) => g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions));

/**
 * The figures of a record as the server sends it (dollars and percents), with its approvals as they
 * stand: the device's copy after the customer's ticks gives what the server will answer once it has them.
 */
export function authorizationTotalsOf(wa: TotalsRecord): AuthorizationTotals {
  const options = optionsOf(wa.ProposalGroups);
  return authorizationTotals({
    services: options.flatMap((o) =>
      o.ProposalItemServices.map((s) => ({
        costCents: cents(s.Cost),
        perVisitCostCents: s.PerVisitCost === null ? null : cents(s.PerVisitCost),
        statusId: s.ApproveStatusId,
        visits: s.Visits.map((v) => ({ includeThisYear: v.IncludeThisYear, approved: v.Approved })),
      })),
    ),
    materials: options.flatMap((o) =>
      o.ProposalItemMaterials.map((m) => ({ costCents: cents(m.Cost), statusId: m.ApproveStatusId })),
    ),
    discountsE2: wa.IsPromotionalDiscountApplied
      ? wa.Promotions.map((p) => scaled(p.DiscountPercentage, 100))
      : [],
    taxRateE4: scaled(wa.TaxRate, 10_000),
    downPaymentE2: scaled(wa.MinimumDownPayment, 100),
    depositedCents: cents(wa.Deposits),
  });
}

import { WorkAuthorizationServiceStatuses as SS } from '../enums';
import { ApprovedStatuses, WorkAuthorizationStatuses as S } from './enums';

/** A service line as the approval toggles see it: its status and its visits' approvals. */
export interface ServiceApproval {
  StatusId: number;
  Visits: { Id: number; Approved: boolean }[];
}

export const isApproved = (statusId: number): boolean =>
  statusId === SS.Approved || statusId === SS.PartiallyApproved;

/** A service's status from its visits: all approved, some, or none. */
function fromVisits(visits: ServiceApproval['Visits']): number {
  const n = visits.filter((v) => v.Approved).length;
  if (n === 0) return SS.NotApproved;
  return n === visits.length ? SS.Approved : SS.PartiallyApproved;
}

/** Spec §4: toggling a service sets all its visits. */
export function toggleService(s: ServiceApproval, approved: boolean): ServiceApproval {
  return {
    StatusId: approved ? SS.Approved : SS.NotApproved,
    Visits: s.Visits.map((v) => ({ ...v, Approved: approved })),
  };
}

/**
 * Spec §4: approving a visit approves its service; a service with no approved visits becomes
 * unapproved. Some visits approved reads Partially Approved. An unknown visit changes nothing.
 */
export function toggleVisit(s: ServiceApproval, visitId: number, approved: boolean): ServiceApproval {
  if (!s.Visits.some((v) => v.Id === visitId)) return s;
  const Visits = s.Visits.map((v) => (v.Id === visitId ? { ...v, Approved: approved } : v));
  return { StatusId: fromVisits(Visits), Visits };
}

/** The authorization's approval as a whole: nothing decided, all, none, or some of its lines. */
export function approvalOf(statusIds: readonly number[]): number {
  const decided = statusIds.filter((x) => x !== SS.Pending);
  if (!decided.length) return ApprovedStatuses.None;
  const yes = decided.filter(isApproved).length;
  if (yes === 0) return ApprovedStatuses.NotApproved;
  const whole = statusIds.every((x) => x === SS.Approved);
  return whole ? ApprovedStatuses.Approved : ApprovedStatuses.PartiallyApproved;
}

/** Spec §4/§8: Not Approved is refused while any service is approved. */
export const mayBeNotApproved = (serviceStatusIds: readonly number[]): boolean =>
  !serviceStatusIds.some(isApproved);

/** Statuses after which the office no longer changes approvals, payments or the status. */
export const isClosed = (statusId: number): boolean =>
  statusId === S.Confirmed || statusId === S.Cancelled || statusId === S.NotApproved;

/**
 * Whether the customer's link may still change approvals: until the customer submits (what was
 * signed is what the office reviews) and while the office has not closed or held it. A printed copy
 * may still be answered online.
 */
export const customerMayChange = (statusId: number): boolean =>
  statusId === S.Created || statusId === S.SentToClient || statusId === S.Printed;

/**
 * Spec §9 down payment, in integers: `percentE2` is the percent in hundredths (10 % = 1000). The
 * share is `totalCents × percentE2 / 10,000` exactly; the default deposit is the share rounded half
 * up to the cent, minus the deposits already taken, never below zero.
 */
export function defaultDepositCents(totalCents: number, percentE2: number, depositedCents: number): number {
  const share = roundHalfUp(BigInt(Math.max(0, totalCents)) * BigInt(percentE2), 10_000n);
  return Math.max(0, share - depositedCents);
}

/**
 * Whether the customer submits without paying: spec §9 asks only that the deposit reach the required
 * down payment, so with something approved and nothing due (no minimum, or already paid) there is
 * nothing to pay. With nothing approved there is nothing to submit either, and the §5 amount rule stands.
 */
export function submitsWithoutPayment(approvedCents: number, dueCents: number): boolean {
  return approvedCents > 0 && dueCents === 0;
}

/**
 * Whether the deposits meet the minimum down payment, with spec §9's tolerance of 0.005 (half a
 * cent): deposits ≥ share − ½ cent, compared as integers (× 20,000 clears both denominators).
 */
export function meetsDownPayment(totalCents: number, percentE2: number, depositedCents: number): boolean {
  const share2 = BigInt(Math.max(0, totalCents)) * BigInt(percentE2) * 2n;
  return BigInt(depositedCents) * 20_000n >= share2 - 10_000n;
}

function roundHalfUp(n: bigint, d: bigint): number {
  return Number((n * 2n + d) / (2n * d));
}

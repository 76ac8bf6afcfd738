import { ALL_FLAGS, F, has, R, type ClaimFlags } from '../claims';
import { WorkOrderStatuses as S } from '../enums';
import { WorkOrderMessages as M } from './messages';

const ALL_STATUSES: number[] = Object.values(S);

/** Created, ReadyForScheduling and Scheduled: the statuses before work starts (spec §4). */
export function isBeforeInProgress(statusId: number): boolean {
  return statusId === S.Created || statusId === S.ReadyForScheduling || statusId === S.Scheduled;
}

/**
 * Whether the status may be changed at all: only with WorkOrders_Status FullAccess, and never while a
 * cancellation request waits (PendingCancellation).
 */
export function canChangeStatus(current: number, claims: ClaimFlags | undefined): boolean {
  return (
    has(claims, 'WorkOrders_Status', F) && current !== S.PendingCancellation && ALL_STATUSES.includes(current)
  );
}

/** The statuses each current status hides (spec §4), before the mark-cancelled claim is considered. */
function hiddenFrom(current: number): number[] {
  switch (current) {
    case S.Created:
      return [S.OnHold, S.ReadyForScheduling, S.Cancelled];
    case S.OnHold:
    case S.Cancelled:
      return [S.Created, S.ReadyForScheduling];
    case S.InProgress:
    case S.Completed:
      return [S.OnHold, S.Cancelled, S.ReadyForScheduling, S.Scheduled, S.Created];
    default:
      return [S.OnHold, S.Cancelled];
  }
}

/**
 * The statuses offered when changing a work order's status, in id order (the current one included
 * when it is not hidden). PendingCancellation is never offered; Cancelled only with
 * WorkOrder_MarkCancelled FullAccess. The server refuses any other choice, so list and API agree.
 */
export function statusChoices(current: number, claims: ClaimFlags | undefined): number[] {
  if (!canChangeStatus(current, claims)) return [];
  const hidden = new Set([S.PendingCancellation, ...hiddenFrom(current)]);
  if (!has(claims, 'WorkOrder_MarkCancelled', F)) hidden.add(S.Cancelled);
  return ALL_STATUSES.filter((s) => !hidden.has(s));
}

/** Completing a work order needs WorkOrder_Complete FullAccess (spec §6). */
export function mayComplete(claims: ClaimFlags | undefined): boolean {
  return has(claims, 'WorkOrder_Complete', F);
}

/**
 * A cancellation request (mailed to the branch manager) may be made by whoever may change the status,
 * while the work is neither finished nor already cancelled or waiting for cancellation.
 */
export function canRequestCancellation(current: number, claims: ClaimFlags | undefined): boolean {
  return (
    canChangeStatus(current, claims) &&
    current !== S.Completed &&
    current !== S.Cancelled &&
    current !== S.PendingCancellation
  );
}

export interface CompletionFacts {
  dailyLogCount: number;
  /** Daily logs with worked hours above 0. */
  logsWithHours: number;
  /** A service of the work order asks for a scouting report. */
  scoutingRequired: boolean;
  /** Scouting report info entries of the work order. */
  scoutingEntries: number;
}

/** Why the work order cannot be completed yet, in the spec's order; empty when it is ready. */
export function completionProblems(f: CompletionFacts): string[] {
  const problems: string[] = [];
  if (f.dailyLogCount < 1) problems.push(M.DailyLogsRequired);
  if (f.logsWithHours < 1) problems.push(M.WorkedHoursRequired);
  if (f.scoutingRequired && f.scoutingEntries < 1) problems.push(M.ScoutingReportRequired);
  return problems;
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes of whole base64 quads (no padding); shared has neither atob nor Buffer on both sides. */
function base64Bytes(quads: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 4 <= quads.length; i += 4) {
    const n = [0, 1, 2, 3].reduce((acc, k) => (acc << 6) | B64.indexOf(quads[i + k]!), 0);
    out.push((n >> 16) & 255, (n >> 8) & 255, n & 255);
  }
  return out;
}

/** A signature drawn on the pad: a data URL whose bytes really are a PNG, not just labelled one. */
export function isPngDataUrl(text: string): boolean {
  const m = PNG_DATA_URL.exec(text);
  if (!m || m[1]!.length % 4 !== 0 || m[1]!.length < 12) return false;
  const head = base64Bytes(m[1]!.slice(0, 12));
  return PNG_SIGNATURE.every((b, i) => head[i] === b);
}

/**
 * The signature columns after a save: a changed signature is dated now, a cleared one loses its date,
 * an unchanged one keeps it (spec §4). Blank counts as cleared.
 */
export function signatureChange(
  stored: { signature: string | null; signedDate: string | null },
  next: string | null,
  now: string,
): { signature: string | null; signedDate: string | null } {
  const value = next && next.trim() ? next : null;
  if (value === null) return { signature: null, signedDate: null };
  if (value === stored.signature) return { signature: value, signedDate: stored.signedDate };
  return { signature: value, signedDate: now };
}

/**
 * Prices of a work order (its estimated value, each service's total cost and equipment subtotal, the
 * service's pricing rate) are shown, sent and changed only by holders of WorkOrders_Pricing ReadOnly
 * or Full (spec §6); everyone else gets them as null.
 */
export function seesPrices(claims: ClaimFlags | undefined): boolean {
  return has(claims, 'WorkOrders_Pricing', R | F);
}

/**
 * Catalogue prices (a material's unit price) belong to those who price work: the catalogue's own
 * editors (Service), proposals and contracts, and work order holders with WorkOrders_Pricing. A
 * caller who reads the list only through WorkOrders, Schedules or Resources gets them as null.
 */
export function seesCataloguePrices(claims: ClaimFlags | undefined): boolean {
  return (
    seesPrices(claims) ||
    has(claims, 'Service', R | F) ||
    has(claims, 'Proposals', ALL_FLAGS) ||
    has(claims, 'Contracts', ALL_FLAGS)
  );
}

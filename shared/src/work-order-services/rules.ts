import { F, has, R, type ClaimFlags } from '../claims';
import { ServiceGroups, WorkOrderStatuses } from '../enums';
import { Messages } from '../messages';
import { WorkOrderServiceMessages as M, servicesClosedMessage } from './messages';

/** Work orders in these statuses take no new services (work-orders.md §4), with their display names. */
export const SERVICES_CLOSED_STATUSES: Readonly<Record<number, string>> = {
  [WorkOrderStatuses.Completed]: 'Completed',
  [WorkOrderStatuses.OnHold]: 'On Hold',
  [WorkOrderStatuses.Cancelled]: 'Cancelled',
  [WorkOrderStatuses.PendingCancellation]: 'Pending Cancellation',
};

export interface ServiceAddCheck {
  claims: ClaimFlags | undefined;
  AccountLocationId: number | null;
  ServiceGroupId: number;
  StatusId: number;
}

/**
 * Why services cannot be added to the work order, or null when they can: the user may edit
 * services (WorkOrders_Services Full), the order has a location, its group is Arbor Care and its
 * status is not Completed, On Hold, Cancelled or Pending Cancellation (work-orders.md §4).
 */
export function serviceAddRefusal(c: ServiceAddCheck): string | null {
  if (!has(c.claims, 'WorkOrders_Services', F)) return M.MayNotEditServices;
  if (c.AccountLocationId == null) return M.NoLocation;
  if (c.ServiceGroupId !== ServiceGroups.ArborCare) return M.ArborCareOnly;
  const closed = SERVICES_CLOSED_STATUSES[c.StatusId];
  return closed ? servicesClosedMessage(closed) : null;
}

export const canAddServices = (c: ServiceAddCheck) => serviceAddRefusal(c) === null;

export interface ServiceItemLine {
  ServiceItemId?: number | null;
  ServiceUnits?: number | null;
  PricingUnits?: number | null;
}

export interface WorkOrderServiceForm {
  ServiceGroupId?: number | null;
  ServiceId?: number | null;
  TotalCost?: number | null;
  WorkOrderServiceItems?: readonly ServiceItemLine[] | null;
}

/**
 * The service form's messages (work-orders.md §5) in the form's order; empty when it may be sent.
 * The client shows them as the user types and the server answers them on add.
 */
export function workOrderServiceFormProblems(f: WorkOrderServiceForm): string[] {
  const out: string[] = [];
  if (!f.ServiceGroupId) out.push(f.ServiceId ? M.SelectServiceGroupFirst : M.ServiceGroupRequired);
  if (!f.ServiceId) out.push(M.ServiceRequired);
  if (f.TotalCost == null) out.push(M.ServiceCostRequired);
  else if (f.TotalCost < 0) out.push(Messages.NegativeDollarAmounts);
  out.push(...serviceItemProblems(f.ServiceGroupId ?? null, f.WorkOrderServiceItems ?? []));
  return out;
}

/** The inventory item lines' messages; an item is needed for every group but Nursery. */
export function serviceItemProblems(groupId: number | null, lines: readonly ServiceItemLine[]): string[] {
  const out: string[] = [];
  if (!lines.length && groupId && groupId !== ServiceGroups.Nursery) out.push(M.InventoryItemRequired);
  if (lines.some((l) => !l.ServiceItemId)) out.push(M.SelectInventoryItem);
  if (lines.some((l) => l.ServiceItemId && (l.ServiceUnits == null || l.PricingUnits == null)))
    out.push(M.FillRequiredFields);
  const ids = lines.flatMap((l) => (l.ServiceItemId ? [l.ServiceItemId] : []));
  if (new Set(ids).size !== ids.length) out.push(M.ItemListedTwice);
  return out;
}

/** What a save changes: the completed mark, and anything else about the service. */
export interface ServiceChange {
  completed: boolean;
  other: boolean;
}

/**
 * Whether the caller may make the change (work-orders.md §6): completing or reopening a service
 * needs WorkOrders_Status Full; anything else (cost, description, notes, items, needs-correction)
 * needs WorkOrders_Services Full. A save that changes nothing is allowed to either.
 */
export function mayChangeService(claims: ClaimFlags | undefined, change: ServiceChange): boolean {
  if (change.completed && !has(claims, 'WorkOrders_Status', F)) return false;
  if (change.other && !has(claims, 'WorkOrders_Services', F)) return false;
  return has(claims, 'WorkOrders_Status', F) || has(claims, 'WorkOrders_Services', F);
}

/** Who may see a work order's services: WorkOrders_Services ReadOnly or Full. */
export const mayViewServices = (claims: ClaimFlags | undefined) => has(claims, 'WorkOrders_Services', R | F);

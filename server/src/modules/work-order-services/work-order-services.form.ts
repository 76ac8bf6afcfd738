import {
  CatalogueStatuses,
  Messages,
  serviceItemProblems,
  splitProportionally,
  toScaled,
  WorkOrderServiceMessages as M,
  workOrderServiceFormProblems,
  type NewWorkOrderService,
  type ServiceItemLine,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import type { StoredWorkOrder } from '../work-orders/work-orders.access';
import { itemsAtLocation } from './item-summaries';
import { workOrderServicesRepo, type StoredLine } from './work-order-services.repo';

const hundredths = (v: number | null | undefined) => toScaled(v ?? 0, 2) ?? 0;

/** Trimmed text, or null when blank. */
export const textOrNull = (v: string | null | undefined) => v?.trim() || null;

/**
 * The lines as stored. What the lines' pricing units add up to is the service's pricing units;
 * they are split across the lines in proportion to the lines' service units.
 */
export function splitLines(lines: readonly StoredLine[]): StoredLine[] {
  const total = lines.reduce((a, l) => a + l.pricingUnits, 0);
  const pricing = splitProportionally(
    total,
    lines.map((l) => l.serviceUnits),
  );
  return lines.map((l, i) => ({ ...l, pricingUnits: pricing[i]! }));
}

/** Lines as sent (units with up to 2 decimals), as stored. */
export const storedLines = (lines: readonly ServiceItemLine[]): StoredLine[] =>
  splitLines(
    lines.map((l) => ({
      serviceItemId: l.ServiceItemId!,
      serviceUnits: hundredths(l.ServiceUnits),
      pricingUnits: hundredths(l.PricingUnits),
    })),
  );

/** The message when a line's item is not an inventory item of the work order's location. */
export async function locationProblems(
  db: Db,
  locationId: number | null,
  lines: readonly ServiceItemLine[],
): Promise<string[]> {
  const ids = lines.flatMap((l) => (l.ServiceItemId ? [l.ServiceItemId] : []));
  const at = locationId == null ? new Set<number>() : await itemsAtLocation(db, locationId, ids);
  return ids.some((id) => !at.has(id)) ? [M.ItemNotAtLocation] : [];
}

/** The lines' messages on a save: the form's, and the location's. */
export async function linesProblems(
  db: Db,
  locationId: number | null,
  groupId: number,
  lines: readonly ServiceItemLine[],
): Promise<string[]> {
  return [...serviceItemProblems(groupId, lines), ...(await locationProblems(db, locationId, lines))];
}

/** The form's messages for a cost sent on a save. */
export function costProblems(dollars: number | null): string[] {
  if (dollars == null) return [M.ServiceCostRequired];
  return dollars < 0 ? [Messages.NegativeDollarAmounts] : [];
}
/** Dollars (at most 2 decimals, as the schema holds them) as cents. */
export const cents = (dollars: number) => toScaled(dollars, 2)!;

/** A new service for the work order, checked against every message of the service form. */
export async function checkedNewService(db: Db, wo: StoredWorkOrder, req: NewWorkOrderService) {
  const lines = req.WorkOrderServiceItems ?? [];
  const problems = workOrderServiceFormProblems(req);
  if (req.AccountLocationId != null && req.AccountLocationId !== wo.account_location_id)
    problems.push(M.LocationMismatch);
  const service = req.ServiceId ? await workOrderServicesRepo(db).catalogueService(req.ServiceId) : undefined;
  if (req.ServiceId && !service) problems.push(M.ServiceRequired);
  else if (service && req.ServiceGroupId && service.service_group_id !== req.ServiceGroupId)
    problems.push(M.ServiceNotInGroup);
  else if (service?.status_id === CatalogueStatuses.Inactive) problems.push(M.ServiceInactive);
  problems.push(...(await locationProblems(db, wo.account_location_id, lines)));
  if (problems.length) throw new ValidationError({ Service: [...new Set(problems)] });
  return {
    values: {
      work_order_id: wo.id,
      service_id: service!.id,
      description: textOrNull(req.Description) ?? service!.application_description,
      notes: textOrNull(req.Notes),
      total_cost_cents: cents(req.TotalCost!),
    },
    lines: storedLines(lines),
  };
}

import { F, has, R, type ClaimFlags } from '../claims';
import { ServiceGroups } from '../enums';

/** WorkOrders_Pricing ReadOnly or Full sees material prices and costs (work-orders.md §6). */
export const mayViewMaterialPrices = (claims: ClaimFlags | undefined) =>
  has(claims, 'WorkOrders_Pricing', R | F);

/** Units (hundredths) × unit price (cents), in cents, rounded half up on integers only. */
export function materialTotalCents(unitsHundredths: number, unitPriceCents: number): number {
  const product = unitsHundredths * unitPriceCents;
  if (!Number.isSafeInteger(product)) throw new RangeError('Material total out of range');
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 50) / 100);
}

/** Scheduling §5: a material cost row's service may be left out only on Arbor Care work orders. */
export const materialServiceOptional = (serviceGroupId: number) => serviceGroupId === ServiceGroups.ArborCare;

export interface MaterialCostForm {
  MaterialTypeId?: number | null;
  MaterialId?: number | null;
  Units?: number | null;
  UnitPrice?: number | null;
  ActualCost?: number | null;
  WorkOrderServiceId?: number | null;
  ServiceItemId?: number | null;
}

/**
 * Scheduling §5 "Material add: all fields required, service optional only for arbor care": true
 * when the schedule's add row may be sent. The inventory item follows the service (none without one).
 */
export function materialCostComplete(f: MaterialCostForm, serviceGroupId: number): boolean {
  const filled = (v: unknown) => v !== null && v !== undefined && v !== '';
  if (![f.MaterialTypeId, f.MaterialId, f.Units, f.UnitPrice, f.ActualCost].every(filled)) return false;
  if (!filled(f.WorkOrderServiceId)) return materialServiceOptional(serviceGroupId);
  return filled(f.ServiceItemId);
}

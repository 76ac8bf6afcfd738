import {
  isIsoDate,
  materialServiceOptional,
  materialTotalCents,
  MaterialTypes,
  Messages,
  todayIsoDate,
  toScaled,
  WorkOrderMaterialMessages as M,
  type NewWorkOrderMaterial,
  type SaveWorkOrderMaterial,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import type { StoredWorkOrder } from '../work-orders/work-orders.access';
import { itemsAtLocation } from '../work-order-services/item-summaries';
import { workOrderMaterialsRepo, type MaterialRow, type MaterialValues } from './work-order-materials.repo';

type Input = Omit<NewWorkOrderMaterial, 'WorkOrderId'> & Partial<Pick<SaveWorkOrderMaterial, 'Completed'>>;

export interface MaterialCheck {
  /** The caller sees (and so may set) prices. */
  prices: boolean;
  /** The schedule's add: every field is required (scheduling §5). */
  requireAll: boolean;
}

const TYPE_NAMES: Record<number, string> = {
  [MaterialTypes.Material]: 'material',
  [MaterialTypes.Disposal]: 'disposal',
};

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/**
 * The row values of a material as sent, merged over `stored` on a save (left-out fields keep their
 * value). The price of a caller without WorkOrders_Pricing comes from the catalogue on add and stays
 * as stored on a save; the total is always Units × UnitPrice. Missing service item: the location's
 * NA item (`needsNaItem`), made by the caller in its transaction.
 */
export async function checkedMaterial(
  db: Db,
  wo: StoredWorkOrder,
  req: Input,
  check: MaterialCheck,
  stored?: MaterialRow,
): Promise<{ values: MaterialValues; needsNaItem: boolean }> {
  const problems: string[] = [];
  const fail = (m: string) => {
    if (!problems.includes(m)) problems.push(m);
  };
  const repo = workOrderMaterialsRepo(db);

  if (!check.prices && [req.UnitPrice, req.ActualCost].some(given)) fail(M.PricesHidden);
  if (check.requireAll) {
    const filled = [req.MaterialTypeId, req.MaterialId, req.Units, req.UnitPrice, req.ActualCost].every(
      given,
    );
    const serviceOk = given(req.WorkOrderServiceId)
      ? given(req.ServiceItemId)
      : materialServiceOptional(wo.service_group_id);
    if (!filled || !serviceOk) fail(Messages.MaterialFillAllFields);
  }

  const typeId = req.MaterialTypeId ?? stored?.material_type_id;
  const materialId = req.MaterialId ?? stored?.material_id;
  if (!given(typeId) || !given(materialId) || (!stored && !given(req.Units)))
    fail(Messages.MaterialFillAllFields);
  const material = given(materialId) ? await repo.material(materialId) : undefined;
  const materialChanged = !stored || materialId !== stored.material_id;
  if (given(materialId) && (!material || (materialChanged && material.archived))) fail(M.MaterialNotFound);
  else if (material && given(typeId) && material.material_type_id !== typeId)
    fail(M.wrongType(TYPE_NAMES[typeId] ?? 'material'));

  const units = given(req.Units) ? toScaled(req.Units, 2) : (stored?.units_hundredths ?? null);
  if (given(req.Units) && (units === null || units <= 0)) fail(M.UnitsPositive);
  const cents = (v: number | null | undefined, kept: number | null) => {
    if (!given(v)) return kept;
    const c = toScaled(v, 2);
    if (c === null || c < 0) fail(M.NotCents);
    return c;
  };
  const catalogue = material && materialChanged ? Number(material.unit_price_cents) : null;
  const storedPrice = stored ? Number(stored.unit_price_cents) : null;
  const unitPrice = check.prices
    ? cents(req.UnitPrice, catalogue ?? storedPrice)
    : (catalogue ?? storedPrice);
  const storedActual = stored?.actual_cost_cents == null ? null : Number(stored.actual_cost_cents);
  const actual = check.prices ? cents(req.ActualCost, storedActual) : storedActual;

  // The service and the inventory item it treats.
  const serviceId =
    req.WorkOrderServiceId !== undefined ? req.WorkOrderServiceId : (stored?.work_order_service_id ?? null);
  let itemId = req.ServiceItemId !== undefined ? req.ServiceItemId : (stored?.service_item_id ?? null);
  if (
    req.WorkOrderServiceId !== undefined &&
    req.ServiceItemId === undefined &&
    req.WorkOrderServiceId !== stored?.work_order_service_id
  )
    itemId = null;
  if (!given(serviceId) && !materialServiceOptional(wo.service_group_id)) fail(M.ServiceRequired);
  if (given(serviceId)) {
    const { services, items } = await repo.services([wo.id]);
    if (!services.some((s) => s.id === serviceId)) fail(M.ServiceNotOnWorkOrder);
    else if (given(itemId)) {
      const ofService = items
        .filter((i) => i.work_order_service_id === serviceId)
        .map((i) => i.service_item_id);
      if (!ofService.includes(itemId)) fail(M.ItemNotOnService);
    } else {
      // A service with one item: the material is for that item.
      const ofService = items.filter((i) => i.work_order_service_id === serviceId);
      if (ofService.length === 1) itemId = ofService[0]!.service_item_id;
    }
  } else if (given(itemId)) {
    const at = wo.account_location_id
      ? await itemsAtLocation(db, wo.account_location_id, [itemId])
      : new Set();
    if (!at.has(itemId)) fail(M.ItemNotAtLocation);
  }

  const date = given(req.DateReported) ? req.DateReported : (stored?.date_reported ?? todayIsoDate());
  if (!isIsoDate(date)) fail(Messages.MaterialFillAllFields);

  if (problems.length) throw new ValidationError({ Service: problems });
  const notes = req.Notes !== undefined ? req.Notes?.trim() || null : (stored?.notes ?? null);
  return {
    values: {
      material_type_id: typeId!,
      material_id: materialId!,
      work_order_service_id: serviceId,
      service_item_id: itemId,
      units_hundredths: units!,
      unit_price_cents: unitPrice!,
      total_cost_cents: materialTotalCents(units!, unitPrice!),
      actual_cost_cents: actual,
      notes,
      date_reported: date,
    },
    needsNaItem: !given(itemId) && wo.account_location_id !== null,
  };
}

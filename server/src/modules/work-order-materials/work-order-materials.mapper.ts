import { centsToDollars, type WorkOrderMaterial } from '@canopy/shared';
import { iso } from '../../platform/db';
import type { ItemSummary } from '../work-order-services/item-summaries';
import type { MaterialRow } from './work-order-materials.repo';

const dollars = (cents: number | string) => centsToDollars(Number(cents));

/** A stored material as the work order and schedule screens show it; prices only when `prices`. */
export function toWorkOrderMaterial(
  r: MaterialRow,
  items: Map<number, ItemSummary>,
  prices: boolean,
): WorkOrderMaterial {
  const item = r.service_item_id ? items.get(r.service_item_id) : undefined;
  return {
    Id: r.id,
    WorkOrderMaterialId: r.id,
    WorkOrderId: r.work_order_id,
    MaterialTypeId: r.material_type_id,
    MaterialId: r.material_id,
    MaterialName: r.material_name,
    Unit: r.unit,
    Units: r.units_hundredths / 100,
    ...(prices
      ? {
          UnitPrice: dollars(r.unit_price_cents),
          TotalCost: dollars(r.total_cost_cents),
          ActualCost: r.actual_cost_cents === null ? null : dollars(r.actual_cost_cents),
        }
      : {}),
    WorkOrderServiceId: r.work_order_service_id,
    ServiceName: r.service_name,
    ServiceItemId: r.service_item_id,
    ServiceItem: item ? [item.Name, item.SizeName].filter(Boolean).join(' · ') : null,
    Notes: r.notes,
    DateReported: r.date_reported,
    ReportedBy: r.reporter_first ? `${r.reporter_first} ${r.reporter_last}` : null,
    Completed: !!r.completed,
    DateCompleted: iso(r.date_completed),
    Archived: !!r.archived,
    Version: r.version,
  };
}

import {
  centsToDollars,
  descriptionText,
  fromScaled,
  renderServiceDescription,
  ServiceGroupList,
  type WorkOrderService,
  type WorkOrderServiceItem,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { ItemSummary } from './item-summaries';
import type { LineRow, ServiceRow } from './work-order-services.repo';

const units = (hundredths: number) => fromScaled(Number(hundredths), 2);
const groupName = (id: number) => ServiceGroupList.find((g) => g.Id === id)?.Name ?? '';

function toLine(l: LineRow, items: Map<number, ItemSummary>): WorkOrderServiceItem {
  const item = items.get(l.service_item_id);
  return {
    Id: l.id,
    ServiceItemId: l.service_item_id,
    Name: item?.Name ?? '',
    ScientificName: item?.ScientificName ?? null,
    SizeName: item?.SizeName ?? null,
    LocationName: item?.LocationName ?? null,
    ServiceUnits: units(l.service_units_hundredths),
    PricingUnits: units(l.pricing_units_hundredths),
  };
}

/** A work order service with its lines and its description rendered from them. */
export function toWorkOrderService(
  r: ServiceRow,
  lines: LineRow[],
  items: Map<number, ItemSummary>,
  prices: boolean,
): WorkOrderService {
  // Without WorkOrders_Pricing the rate is left out of the description's {Rate} as well.
  const rate = r.rate_cents == null || !prices ? null : Number(r.rate_cents);
  const mine = lines.filter((l) => l.work_order_service_id === r.id);
  const parts = renderServiceDescription(r.description, {
    Group: groupName(r.service_group_id),
    RateCents: rate,
    PricingUom: r.pricing_uom,
    ServiceUom: r.service_uom,
    Items: mine.map((l) => {
      const item = items.get(l.service_item_id);
      return {
        Name: item?.Name ?? '',
        ScientificName: item?.ScientificName ?? null,
        SizeName: item?.SizeName ?? null,
        LocationName: item?.LocationName ?? null,
        ServiceUnits: Number(l.service_units_hundredths),
      };
    }),
  });
  return {
    Id: r.id,
    WorkOrderId: r.work_order_id,
    ServiceId: r.service_id,
    ServiceName: r.service_name,
    Service: {
      Id: r.service_id,
      Name: r.service_name,
      ServiceGroupId: r.service_group_id,
      ServiceGroup: groupName(r.service_group_id),
      ServiceTypeId: r.service_type_id,
      ServicePricingGroupId: r.service_pricing_group_id,
      PricingUnitOfMeasureRate: rate == null ? null : centsToDollars(rate),
      PricingUnitOfMeasure: r.pricing_uom,
      ServiceUnitOfMeasure: r.service_uom,
      ApplicationDescription: r.application_description,
      ReportOptionId: r.report_option_id,
      ServiceMonthStart: r.service_month_start,
      ServiceDayStart: r.service_day_start,
      ServiceMonthEnd: r.service_month_end,
      ServiceDayEnd: r.service_day_end,
    },
    ServiceVisitId: r.service_visit_id,
    ServiceVisit:
      r.service_visit_id == null
        ? null
        : {
            Id: r.service_visit_id,
            Title: r.visit_title,
            ServiceCode: r.visit_code,
            ServiceMonthStart: r.visit_month_start ?? 0,
            ServiceDayStart: r.visit_day_start ?? 0,
            ServiceMonthEnd: r.visit_month_end ?? 0,
            ServiceDayEnd: r.visit_day_end ?? 0,
          },
    WorkOrderServiceItems: mine.map((l) => toLine(l, items)),
    Description: r.description,
    DescriptionText: descriptionText(parts),
    DescriptionParts: parts,
    TotalCost: prices ? centsToDollars(Number(r.total_cost_cents)) : null,
    EquipmentSubtotal: prices ? centsToDollars(Number(r.equipment_subtotal_cents)) : null,
    PricingUnits: units(mine.reduce((a, l) => a + Number(l.pricing_units_hundredths), 0)),
    Completed: !!r.completed,
    DateCompleted: iso(r.date_completed),
    NeedsCorrection: !!r.needs_correction,
    Notes: r.notes,
    Archived: !!r.archived,
    Version: r.version,
  };
}

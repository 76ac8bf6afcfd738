import {
  builderTotals,
  centsToDollars,
  materialCost,
  serviceCost,
  type Builder,
  type BuilderPhoto,
  type ProposalItemMaterial,
  type ProposalItemService,
} from '@canopy/shared';
import type { FilesService } from '../../platform/files/files';
import type { BuilderProposalRow } from './proposal-builder.access';
import type { Hierarchy, ItemMaterialRow, ItemServiceRow } from './proposal-builder.repo';

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
const e2 = (v: number | null) => (v === null ? null : v / 100);

type PhotoRow = { id: number; file_id: number; caption: string | null; sort_order: number };
export const toPhoto = (p: PhotoRow, files: FilesService): BuilderPhoto => ({
  Id: p.id,
  Url: files.signedUrl(p.file_id)!,
  Caption: p.caption,
  Order: p.sort_order,
});

export const serviceCents = (s: ItemServiceRow) =>
  serviceCost({
    EditedCostCents: s.edited_cost_cents,
    PrevActualCostCents: s.prev_actual_cost_cents,
    TotalCostCents: s.total_cost_cents,
  });
export const materialCents = (m: ItemMaterialRow) =>
  materialCost({
    EditedCostCents: m.edited_cost_cents,
    QuantityE2: m.quantity_e2,
    UnitPriceCents: m.unit_price_cents,
  });

export function toItemService(s: ItemServiceRow, files: FilesService): ProposalItemService {
  return {
    Id: s.id,
    ProposalId: s.proposal_id,
    ProposalOptionId: s.proposal_option_id,
    ProposalServiceGroupId: s.proposal_service_group_id,
    ServiceId: s.service_id,
    Service: s.service_name,
    ServiceTypeId: s.service_type_id,
    Quantity: s.quantity,
    Crew: s.crew,
    Description: s.description,
    EditedCost: dollars(s.edited_cost_cents),
    PrevActualCost: dollars(s.prev_actual_cost_cents),
    TotalCost: dollars(s.total_cost_cents),
    PerVisitCost: dollars(s.per_visit_cost_cents),
    Cost: centsToDollars(serviceCents(s)),
    EquipmentSubtotal: centsToDollars(s.equipment_subtotal_cents),
    EstimatedHours: e2(s.estimated_hours_e2),
    RequiresNoEquipment: s.requires_no_equipment === 1,
    Equipment: s.equipment.map((e) => ({ Id: e.id, EquipmentId: e.equipment_type_id, Name: e.name })),
    orderNumber: s.order_number,
    Photos: s.photos.map((p) => toPhoto(p, files)),
    Visits: s.visits.map((v) => ({
      Id: v.id,
      ServiceVisitId: v.service_visit_id,
      Title: v.title ?? `${v.month_start}/${v.day_start}`,
      IncludeInProgram: v.include_in_program === 1,
      IncludeThisYear: v.include_this_year === 1,
    })),
    Chemicals: s.chemicals.map((c) => ({ Id: c.id, ChemicalId: c.chemical_id, Name: c.name })),
    ProposalItemServiceServiceItems: s.items.map((i) => ({
      Id: i.id,
      ServiceItemId: i.service_item_id,
      Name: [i.type_name ?? i.other_name ?? '', i.size_name].filter(Boolean).join(' — '),
      SizeId: i.size_id,
      ServiceUnits: i.service_units_e2 / 100,
      PricingUnits: i.pricing_units_e2 / 100,
    })),
    Version: s.version,
  };
}

export function toItemMaterial(m: ItemMaterialRow, files: FilesService): ProposalItemMaterial {
  return {
    Id: m.id,
    ProposalId: m.proposal_id,
    ProposalOptionId: m.proposal_option_id,
    ProposalServiceGroupId: m.proposal_service_group_id,
    MaterialId: m.material_id,
    Material: m.material_name,
    MaterialTypeId: m.material_type_id,
    ProposalItemServiceId: m.proposal_item_service_id,
    ServiceItemId: m.service_item_id,
    Description: m.description,
    Quantity: m.quantity_e2 / 100,
    UnitPrice: centsToDollars(m.unit_price_cents),
    ActualCost: dollars(m.actual_cost_cents),
    EditedCost: dollars(m.edited_cost_cents),
    Cost: centsToDollars(materialCents(m)),
    ShowPricing: m.show_pricing === 1,
    Photos: m.photos.map((p) => toPhoto(p, files)),
    Version: m.version,
  };
}

export interface Promotion {
  name: string;
  discountE2: number;
}

/** The whole builder; every total is computed once here, in cents, by the shared pricing module. */
export function toBuilder(
  p: BuilderProposalRow,
  editable: boolean,
  h: Hierarchy,
  promotions: Promotion[],
  files: FilesService,
): Builder {
  const sgOf = new Map(h.serviceGroups.map((sg) => [sg.id, sg.service_group_id]));
  const tree = h.groups.map((g) => ({
    g,
    ogs: h.optionGroups
      .filter((og) => og.proposal_group_id === g.id)
      .map((og) => ({
        og,
        options: h.options
          .filter((o) => o.proposal_option_group_id === og.id)
          .map((o) => ({
            o,
            services: h.services.filter((s) => s.proposal_option_id === o.id),
            materials: h.materials.filter((m) => m.proposal_option_id === o.id),
          })),
      })),
  }));
  const t = builderTotals({
    Groups: tree.map(({ ogs }) =>
      ogs.map(({ options }) =>
        options.map((o) => ({
          Services: o.services.map(serviceCents),
          Materials: o.materials.map(materialCents),
        })),
      ),
    ),
    DiscountsE2: promotions.map((x) => x.discountE2),
  });
  return {
    Id: p.id,
    ProposalNumber: p.proposal_number,
    StatusId: p.status_id,
    ProposalTypeId: p.proposal_type_id,
    AccountLocationId: p.account_location_id,
    SalesRepId: p.sales_rep_id,
    Editable: editable,
    ProposalServiceGroups: h.serviceGroups.map((sg) => ({
      Id: sg.id,
      ServiceGroupId: sg.service_group_id,
      ProposalSortOrder: sg.proposal_sort_order,
    })),
    ProposalGroups: tree.map(({ g, ogs }, gi) => ({
      Id: g.id,
      Name: g.name,
      ProposalServiceGroupId: g.proposal_service_group_id,
      ServiceGroupId: sgOf.get(g.proposal_service_group_id)!,
      SeparateWorkOrderGroup: g.separate_work_order_group === 1,
      ShowPricing: g.show_pricing === 1,
      Order: g.sort_order,
      Total: centsToDollars(t.Groups[gi]!),
      ProposalOptionGroups: ogs.map(({ og, options }, ogi) => ({
        Id: og.id,
        Order: og.sort_order,
        Total: centsToDollars(t.OptionGroups[gi]![ogi]!),
        ProposalOptions: options.map(({ o, services, materials }, oi) => ({
          Id: o.id,
          Order: o.sort_order,
          Total: centsToDollars(t.Options[gi]![ogi]![oi]!),
          ProposalItemServices: services.map((s) => toItemService(s, files)),
          ProposalItemMaterials: materials.map((m) => toItemMaterial(m, files)),
        })),
      })),
    })),
    Promotions: promotions.map((x) => ({ Name: x.name, DiscountPercentage: x.discountE2 / 100 })),
    Crew: p.crew,
    Equipment: h.equipment.map((e) => ({ Id: e.id, EquipmentId: e.equipment_type_id, Name: e.name })),
    Subtotal: centsToDollars(t.Subtotal),
    Discount: centsToDollars(t.Discount),
    Total: centsToDollars(t.Total),
  };
}

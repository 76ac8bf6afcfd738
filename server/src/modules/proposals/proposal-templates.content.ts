import {
  ServiceGroupList,
  type ProposalTemplateContent,
  type TemplateMaterial,
  type TemplateService,
} from '@canopy/shared';
import type { Db } from '../../platform/db';

const n = (v: number | string | null) => (v == null ? null : Number(v));
const groupName = (id: number) => ServiceGroupList.find((g) => g.Id === id)?.Name ?? `Service group ${id}`;
const byKey = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/**
 * A proposal's builder content as a template keeps it: groups, option groups, options, services
 * (with crew, equipment, visits, chemicals) and materials. The customer's inventory items, previous
 * actual costs and photos belong to that customer's location, so they stay behind. One query per
 * table, whatever the proposal's size.
 */
export async function readTemplateContent(db: Db, proposalId: number): Promise<ProposalTemplateContent> {
  const [serviceGroups, groups, optionGroups, options, services, materials] = await Promise.all([
    db
      .selectFrom('proposal_service_groups')
      .selectAll()
      .where('proposal_id', '=', proposalId)
      .orderBy('proposal_sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('proposal_groups')
      .selectAll()
      .where('proposal_id', '=', proposalId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('proposal_option_groups as og')
      .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
      .selectAll('og')
      .where('g.proposal_id', '=', proposalId)
      .orderBy('og.sort_order')
      .orderBy('og.id')
      .execute(),
    db
      .selectFrom('proposal_options as o')
      .innerJoin('proposal_option_groups as og', 'og.id', 'o.proposal_option_group_id')
      .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
      .selectAll('o')
      .where('g.proposal_id', '=', proposalId)
      .orderBy('o.sort_order')
      .orderBy('o.id')
      .execute(),
    db
      .selectFrom('proposal_item_services as s')
      .innerJoin('services as sv', 'sv.id', 's.service_id')
      .selectAll('s')
      .select('sv.name as service_name')
      .where('s.proposal_id', '=', proposalId)
      .orderBy('s.order_number')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('proposal_item_materials as m')
      .innerJoin('materials as mt', 'mt.id', 'm.material_id')
      .selectAll('m')
      .select('mt.name as material_name')
      .where('m.proposal_id', '=', proposalId)
      .orderBy('m.order_number')
      .orderBy('m.id')
      .execute(),
  ]);
  const [equipment, chemicals, visits] = await Promise.all([
    db
      .selectFrom('proposal_item_service_equipment as c')
      .innerJoin('proposal_item_services as s', 's.id', 'c.proposal_item_service_id')
      .select(['c.proposal_item_service_id', 'c.equipment_type_id'])
      .where('s.proposal_id', '=', proposalId)
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('proposal_item_service_chemicals as c')
      .innerJoin('proposal_item_services as s', 's.id', 'c.proposal_item_service_id')
      .select(['c.proposal_item_service_id', 'c.chemical_id'])
      .where('s.proposal_id', '=', proposalId)
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('proposal_item_service_visits as c')
      .innerJoin('proposal_item_services as s', 's.id', 'c.proposal_item_service_id')
      .selectAll('c')
      .where('s.proposal_id', '=', proposalId)
      .orderBy('c.id')
      .execute(),
  ]);
  const equipmentOf = byKey(equipment, (r) => r.proposal_item_service_id);
  const chemicalsOf = byKey(chemicals, (r) => r.proposal_item_service_id);
  const visitsOf = byKey(visits, (r) => r.proposal_item_service_id);
  const groupOfService = new Map(serviceGroups.map((g) => [g.id, g.service_group_id]));
  const optionGroupsOf = byKey(optionGroups, (r) => r.proposal_group_id);
  const optionsOf = byKey(options, (r) => r.proposal_option_group_id);
  const servicesOf = byKey(services, (r) => r.proposal_option_id);
  const materialsOf = byKey(materials, (r) => r.proposal_option_id);

  return {
    ServiceGroups: serviceGroups.map((g) => ({
      ServiceGroupId: g.service_group_id,
      Name: groupName(g.service_group_id),
      ProposalSortOrder: g.proposal_sort_order,
    })),
    Groups: groups.map((g) => ({
      Name: g.name,
      ServiceGroupId: groupOfService.get(g.proposal_service_group_id)!,
      SeparateWorkOrderGroup: !!g.separate_work_order_group,
      ShowPricing: !!g.show_pricing,
      OptionGroups: (optionGroupsOf.get(g.id) ?? []).map((og) => ({
        Options: (optionsOf.get(og.id) ?? []).map((o) => ({
          Services: (servicesOf.get(o.id) ?? []).map((s): TemplateService => ({
            Key: s.id,
            ServiceId: s.service_id,
            Service: s.service_name,
            Quantity: s.quantity,
            Crew: s.crew,
            Description: s.description,
            EditedCostCents: n(s.edited_cost_cents),
            TotalCostCents: n(s.total_cost_cents),
            PerVisitCostCents: n(s.per_visit_cost_cents),
            EquipmentSubtotalCents: Number(s.equipment_subtotal_cents),
            EstimatedHoursE2: s.estimated_hours_e2,
            RequiresNoEquipment: !!s.requires_no_equipment,
            OrderNumber: s.order_number,
            EquipmentTypeIds: (equipmentOf.get(s.id) ?? []).map((e) => e.equipment_type_id),
            ChemicalIds: (chemicalsOf.get(s.id) ?? []).map((c) => c.chemical_id),
            Visits: (visitsOf.get(s.id) ?? []).map((v) => ({
              ServiceVisitId: v.service_visit_id,
              IncludeInProgram: !!v.include_in_program,
              IncludeThisYear: !!v.include_this_year,
            })),
          })),
          Materials: (materialsOf.get(o.id) ?? []).map((m): TemplateMaterial => ({
            MaterialId: m.material_id,
            Material: m.material_name,
            ServiceKey: m.proposal_item_service_id,
            Description: m.description,
            QuantityE2: m.quantity_e2,
            UnitPriceCents: Number(m.unit_price_cents),
            EditedCostCents: n(m.edited_cost_cents),
            ShowPricing: !!m.show_pricing,
            OrderNumber: m.order_number,
          })),
        })),
      })),
    })),
  };
}

/** Writes a template's content under a new proposal; the caller runs it in the proposal's transaction. */
export async function writeTemplateContent(trx: Db, proposalId: number, content: ProposalTemplateContent) {
  const psg = new Map<number, number>();
  for (const sg of content.ServiceGroups) {
    const { id } = await trx
      .insertInto('proposal_service_groups')
      .values({
        proposal_id: proposalId,
        service_group_id: sg.ServiceGroupId,
        proposal_sort_order: sg.ProposalSortOrder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    psg.set(sg.ServiceGroupId, id);
  }
  const flag = (b: boolean) => (b ? 1 : 0);
  for (const [gi, g] of content.Groups.entries()) {
    const serviceGroupId = psg.get(g.ServiceGroupId)!;
    const group = await trx
      .insertInto('proposal_groups')
      .values({
        proposal_id: proposalId,
        proposal_service_group_id: serviceGroupId,
        name: g.Name,
        separate_work_order_group: flag(g.SeparateWorkOrderGroup),
        show_pricing: flag(g.ShowPricing),
        sort_order: gi,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [ogi, og] of g.OptionGroups.entries()) {
      const optionGroup = await trx
        .insertInto('proposal_option_groups')
        .values({ proposal_group_id: group.id, sort_order: ogi })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [oi, o] of og.Options.entries()) {
        const option = await trx
          .insertInto('proposal_options')
          .values({ proposal_option_group_id: optionGroup.id, sort_order: oi })
          .returning('id')
          .executeTakeFirstOrThrow();
        const keys = new Map<number, number>();
        const base = {
          proposal_id: proposalId,
          proposal_option_id: option.id,
          proposal_service_group_id: serviceGroupId,
        };
        for (const s of o.Services) {
          const row = await trx
            .insertInto('proposal_item_services')
            .values({
              ...base,
              service_id: s.ServiceId,
              quantity: s.Quantity,
              crew: s.Crew,
              description: s.Description,
              edited_cost_cents: s.EditedCostCents,
              total_cost_cents: s.TotalCostCents,
              per_visit_cost_cents: s.PerVisitCostCents,
              equipment_subtotal_cents: s.EquipmentSubtotalCents,
              estimated_hours_e2: s.EstimatedHoursE2,
              requires_no_equipment: flag(s.RequiresNoEquipment),
              order_number: s.OrderNumber,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          keys.set(s.Key, row.id);
          const sid = { proposal_item_service_id: row.id };
          if (s.EquipmentTypeIds.length)
            await trx
              .insertInto('proposal_item_service_equipment')
              .values(s.EquipmentTypeIds.map((equipment_type_id) => ({ ...sid, equipment_type_id })))
              .execute();
          if (s.ChemicalIds.length)
            await trx
              .insertInto('proposal_item_service_chemicals')
              .values(s.ChemicalIds.map((chemical_id) => ({ ...sid, chemical_id })))
              .execute();
          if (s.Visits.length)
            await trx
              .insertInto('proposal_item_service_visits')
              .values(
                s.Visits.map((v) => ({
                  ...sid,
                  service_visit_id: v.ServiceVisitId,
                  include_in_program: flag(v.IncludeInProgram),
                  include_this_year: flag(v.IncludeThisYear),
                })),
              )
              .execute();
        }
        if (o.Materials.length)
          await trx
            .insertInto('proposal_item_materials')
            .values(
              o.Materials.map((m) => ({
                ...base,
                material_id: m.MaterialId,
                proposal_item_service_id: m.ServiceKey == null ? null : (keys.get(m.ServiceKey) ?? null),
                description: m.Description,
                quantity_e2: m.QuantityE2,
                unit_price_cents: m.UnitPriceCents,
                edited_cost_cents: m.EditedCostCents,
                show_pricing: flag(m.ShowPricing),
                order_number: m.OrderNumber,
              })),
            )
            .execute();
      }
    }
  }
}

/** How many groups and items a template holds (shown in the list). */
export function contentCounts(c: ProposalTemplateContent) {
  let items = 0;
  for (const g of c.Groups)
    for (const og of g.OptionGroups)
      for (const o of og.Options) items += o.Services.length + o.Materials.length;
  return { groups: c.Groups.length, items };
}

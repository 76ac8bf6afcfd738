import {
  isApproved,
  todayIsoDate,
  WorkAuthorizationServiceStatuses as SS,
  WorkOrderStatuses,
  WorkOrderSubTypes,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { materialCents, serviceCents } from '../proposal-builder/proposal-builder.mapper';
import type { Lines } from './work-authorizations.lines';

interface Place {
  accountId: number;
  locationId: number;
  branchId: number;
  salesRepId: number | null;
}

/** `total` cents in `n` parts that add up exactly, the odd cents to the first parts. */
export function splitCents(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * The work orders of a confirmed authorization, inside the caller's transaction: one per service
 * group, a group marked SeparateWorkOrderGroup on its own order. Each approved service becomes one
 * work order service per approved visit this year (its per-visit cost, else its cost split evenly),
 * or one for the whole service when it has no visits; its inventory items go with it; approved
 * materials are added to the order. The estimated value is the order's costs; hours and crew the
 * services' estimates. Answers the new work order ids.
 */
export async function generateWorkOrders(
  trx: Db,
  waId: number,
  place: Place,
  l: Lines,
  now: string,
): Promise<number[]> {
  const { h } = l;
  const groupOf = new Map(h.groups.map((g) => [g.id, g]));
  const optionGroupOf = new Map(h.optionGroups.map((og) => [og.id, og.proposal_group_id]));
  const groupOfOption = new Map(h.options.map((o) => [o.id, optionGroupOf.get(o.proposal_option_group_id)!]));
  const serviceGroupOf = new Map(h.serviceGroups.map((sg) => [sg.id, sg.service_group_id]));
  const keyOf = (optionId: number, proposalServiceGroupId: number) => {
    const g = groupOf.get(groupOfOption.get(optionId)!)!;
    const sg = serviceGroupOf.get(proposalServiceGroupId)!;
    return g.separate_work_order_group ? `${sg}:${g.id}` : `${sg}`;
  };
  type Bucket = { serviceGroupId: number; services: typeof h.services; materials: typeof h.materials };
  const buckets = new Map<string, Bucket>();
  const bucket = (key: string, proposalServiceGroupId: number) => {
    let b = buckets.get(key);
    if (!b) {
      b = { serviceGroupId: serviceGroupOf.get(proposalServiceGroupId)!, services: [], materials: [] };
      buckets.set(key, b);
    }
    return b;
  };
  for (const s of h.services)
    if (isApproved(l.serviceStatus.get(s.id) ?? SS.Pending))
      bucket(
        keyOf(s.proposal_option_id, s.proposal_service_group_id),
        s.proposal_service_group_id,
      ).services.push(s);
  for (const m of h.materials)
    if (isApproved(l.materialStatus.get(m.id) ?? SS.Pending))
      bucket(
        keyOf(m.proposal_option_id, m.proposal_service_group_id),
        m.proposal_service_group_id,
      ).materials.push(m);

  const today = todayIsoDate();
  const made: number[] = [];
  for (const b of buckets.values()) {
    const hours = b.services.reduce((n, s) => n + (s.estimated_hours_e2 ?? 0), 0);
    const crew = b.services.reduce<number | null>(
      (n, s) => (s.crew === null ? n : Math.max(n ?? 0, s.crew)),
      null,
    );
    const { id } = await trx
      .insertInto('work_orders')
      .values({
        sub_type_id: WorkOrderSubTypes.Original,
        status_id: WorkOrderStatuses.Created,
        service_group_id: b.serviceGroupId,
        account_id: place.accountId,
        account_location_id: place.locationId,
        branch_id: place.branchId,
        sales_rep_id: place.salesRepId,
        estimated_hours_hundredths: hours,
        estimated_crew: crew,
        work_authorization_id: waId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    made.push(id);
    let value = 0;
    for (const s of b.services) {
      const worth = l.serviceCentsById.get(s.id) ?? serviceCents(s);
      const visits = s.visits.filter((v) => v.include_this_year && l.approvedVisits.has(v.id));
      const parts = visits.length
        ? s.per_visit_cost_cents !== null && l.serviceStatus.get(s.id) !== SS.Approved
          ? visits.map(() => s.per_visit_cost_cents!)
          : splitCents(worth, visits.length)
        : [worth];
      for (let i = 0; i < parts.length; i++) {
        value += parts[i]!;
        const row = await trx
          .insertInto('work_order_services')
          .values({
            work_order_id: id,
            service_id: s.service_id,
            service_visit_id: visits[i]?.service_visit_id ?? null,
            description: s.description,
            total_cost_cents: parts[i]!,
            equipment_subtotal_cents: i === 0 ? s.equipment_subtotal_cents : 0,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (s.items.length)
          await trx
            .insertInto('work_order_service_items')
            .values(
              s.items.map((it) => ({
                work_order_service_id: row.id,
                service_item_id: it.service_item_id,
                pricing_units_hundredths: it.pricing_units_e2,
                service_units_hundredths: it.service_units_e2,
              })),
            )
            .execute();
      }
    }
    for (const m of b.materials) {
      const cost = materialCents(m);
      value += cost;
      await trx
        .insertInto('work_order_materials')
        .values({
          work_order_id: id,
          material_type_id: m.material_type_id,
          material_id: m.material_id,
          service_item_id: m.service_item_id,
          units_hundredths: m.quantity_e2,
          unit_price_cents: m.unit_price_cents,
          total_cost_cents: cost,
          notes: m.description,
          date_reported: today,
          created_at: now,
        })
        .execute();
    }
    await trx.updateTable('work_orders').set({ estimated_value_cents: value }).where('id', '=', id).execute();
  }
  return made;
}

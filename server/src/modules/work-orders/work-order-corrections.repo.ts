import { WorkOrderStatuses, WorkOrderSubTypes, type Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { inWorkOrderScope, type StoredWorkOrder } from './work-orders.access';

/** Correction work orders: the flagged services of an order copied onto a new order that links back. */
export function workOrderCorrectionsRepo(db: Db) {
  return {
    /**
     * Takes the order's live services flagged NeedsCorrection: clears their flags (the correction's
     * copies carry it from here) and answers their ids. One conditional UPDATE, so of two generations
     * at once the second finds nothing left to take and no service is corrected twice.
     */
    async takeFlagged(workOrderId: number): Promise<number[]> {
      const rows = await db
        .updateTable('work_order_services')
        .set((eb) => ({ needs_correction: 0, version: eb('version', '+', 1) }))
        .where('work_order_id', '=', workOrderId)
        .where('needs_correction', '=', 1)
        .where('archived', '=', 0)
        .returning('id')
        .execute();
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /**
     * A new Created order of sub type Corrections for the same customer, place, branch, arborist and
     * group, with copies of `serviceIds` (their items too) and nothing done on them yet. Run inside the
     * caller's transaction, after takeFlagged.
     */
    async create(original: StoredWorkOrder, serviceIds: number[], now: string) {
      const { id } = await db
        .insertInto('work_orders')
        .values({
          sub_type_id: WorkOrderSubTypes.Corrections,
          status_id: WorkOrderStatuses.Created,
          service_group_id: original.service_group_id,
          account_id: original.account_id,
          account_location_id: original.account_location_id,
          branch_id: original.branch_id,
          sales_territory_id: original.sales_territory_id,
          sales_rep_id: original.sales_rep_id,
          description: original.description,
          qualifies_for_prevailing_wage: original.qualifies_for_prevailing_wage,
          original_wo_id: original.id,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const copies: number[] = [];
      for (const serviceId of serviceIds) {
        const s = await db
          .selectFrom('work_order_services')
          .selectAll()
          .where('id', '=', serviceId)
          .executeTakeFirstOrThrow();
        const copy = await db
          .insertInto('work_order_services')
          .values({
            work_order_id: id,
            service_id: s.service_id,
            service_visit_id: s.service_visit_id,
            description: s.description,
            total_cost_cents: s.total_cost_cents,
            equipment_subtotal_cents: s.equipment_subtotal_cents,
            notes: s.notes,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        copies.push(copy.id);
        const lines = await db
          .selectFrom('work_order_service_items')
          .select(['service_item_id', 'pricing_units_hundredths', 'service_units_hundredths'])
          .where('work_order_service_id', '=', serviceId)
          .orderBy('id')
          .execute();
        if (lines.length)
          await db
            .insertInto('work_order_service_items')
            .values(lines.map((l) => ({ ...l, work_order_service_id: copy.id })))
            .execute();
      }
      return { id, copies };
    },

    /** The order's original and its corrections, those within `reach`. */
    async links(workOrderId: number, originalId: number | null, reach: Scope) {
      let q = db
        .selectFrom('work_orders')
        .select(['id', 'sub_type_id', 'status_id', 'description', 'created_at', 'original_wo_id'])
        .where(inWorkOrderScope(reach))
        .where((eb) =>
          originalId == null
            ? eb('original_wo_id', '=', workOrderId)
            : eb.or([eb('original_wo_id', '=', workOrderId), eb('id', '=', originalId)]),
        );
      q = q.orderBy('id');
      return q.execute();
    },
  };
}

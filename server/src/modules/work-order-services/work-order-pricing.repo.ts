import type { Db } from '../../platform/db';

/** A work order's live services with their stored prices, in integer cents. */
export function workOrderPricingRepo(db: Db) {
  return {
    liveServices(workOrderId: number) {
      return db
        .selectFrom('work_order_services as s')
        .innerJoin('services as sv', 'sv.id', 's.service_id')
        .select(['s.id', 'sv.name', 's.total_cost_cents', 's.equipment_subtotal_cents'])
        .where('s.work_order_id', '=', workOrderId)
        .where('s.archived', '=', 0)
        .orderBy('s.id')
        .execute();
    },
  };
}

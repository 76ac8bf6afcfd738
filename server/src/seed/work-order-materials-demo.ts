import { materialTotalCents, MaterialTypes, ServiceGroups, WorkOrderStatuses } from '@canopy/shared';
import type { Db } from '../platform/db';
import { workOrderMaterialsRepo } from '../modules/work-order-materials/work-order-materials.repo';

// Materials and disposals on a few demo work orders already under way or done: a material and a
// disposal each, for one of the order's services and its item where it has one, else (Arbor Care) the
// location's NA item; the finished ones carry what the material actually cost.
const USED: { material: string; units: number; disposal: string; loads: number }[] = [
  { material: 'Hardwood Mulch', units: 250, disposal: 'Wood Chips', loads: 400 },
  { material: 'Cabling Kit', units: 100, disposal: 'Logs', loads: 150 },
  { material: 'Slow-Release Tree Fertilizer', units: 1250, disposal: 'Brush', loads: 300 },
  { material: 'Tree Staking Kit', units: 200, disposal: 'Stump Grindings', loads: 225 },
  { material: 'Screened Topsoil', units: 175, disposal: 'Leaves and Yard Waste', loads: 500 },
];

export async function seedWorkOrderMaterialsDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const catalogue = new Map(
      (await trx.selectFrom('materials').select(['id', 'name', 'unit_price_cents']).execute()).map((m) => [
        m.name,
        m,
      ]),
    );
    const orders = await trx
      .selectFrom('work_orders')
      .select(['id', 'service_group_id', 'account_location_id', 'sales_rep_id', 'status_id'])
      .where('status_id', 'in', [
        WorkOrderStatuses.InProgress,
        WorkOrderStatuses.Completed,
        WorkOrderStatuses.Scheduled,
      ])
      .where('account_location_id', 'is not', null)
      .orderBy('id')
      .limit(40)
      .execute();
    const repo = workOrderMaterialsRepo(trx);
    let used = 0;
    for (const wo of orders) {
      if (used === USED.length) break;
      const line = await trx
        .selectFrom('work_order_services as s')
        .innerJoin('work_order_service_items as i', 'i.work_order_service_id', 's.id')
        .select(['s.id as service_id', 'i.service_item_id'])
        .where('s.work_order_id', '=', wo.id)
        .where('s.archived', '=', 0)
        .orderBy('s.id')
        .executeTakeFirst();
      if (!line && wo.service_group_id !== ServiceGroups.ArborCare) continue;
      const now = new Date().toISOString();
      const itemId = line?.service_item_id ?? (await repo.naItem(wo.account_location_id!, now));
      const u = USED[used++]!;
      const done = wo.status_id === WorkOrderStatuses.Completed;
      for (const [name, units, typeId] of [
        [u.material, u.units, MaterialTypes.Material],
        [u.disposal, u.loads, MaterialTypes.Disposal],
      ] as const) {
        const m = catalogue.get(name)!;
        const price = Number(m.unit_price_cents);
        const total = materialTotalCents(units, price);
        await repo.insert(
          wo.id,
          {
            material_type_id: typeId,
            material_id: m.id,
            work_order_service_id: line?.service_id ?? null,
            service_item_id: itemId,
            units_hundredths: units,
            unit_price_cents: price,
            total_cost_cents: total,
            actual_cost_cents: done ? Math.round(total * 0.8) : null,
            notes: null,
            date_reported: now.slice(0, 10),
          },
          wo.sales_rep_id ?? 2,
          now,
        );
      }
    }
  });
}

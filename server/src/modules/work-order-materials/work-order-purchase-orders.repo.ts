import type { Db } from '../../platform/db';

const COLUMNS = [
  'p.id',
  'p.account_id',
  'p.po',
  'p.effective_start_date',
  'p.effective_end_date',
  'p.archived',
] as const;

/** The account purchase orders a work order cites. */
export function workOrderPurchaseOrdersRepo(db: Db) {
  return {
    cited(workOrderId: number) {
      return db
        .selectFrom('work_order_purchase_orders as w')
        .innerJoin('account_purchase_orders as p', 'p.id', 'w.account_purchase_order_id')
        .select(COLUMNS)
        .where('w.work_order_id', '=', workOrderId)
        .orderBy('p.po')
        .orderBy('p.id')
        .execute();
    },

    /** The account's unarchived POs in effect on `date` (open-ended dates count as in effect). */
    citable(accountId: number, date: string) {
      return db
        .selectFrom('account_purchase_orders as p')
        .select(COLUMNS)
        .where('p.account_id', '=', accountId)
        .where('p.archived', '=', 0)
        .where((eb) =>
          eb.or([eb('p.effective_start_date', 'is', null), eb('p.effective_start_date', '<=', date)]),
        )
        .where((eb) =>
          eb.or([eb('p.effective_end_date', 'is', null), eb('p.effective_end_date', '>=', date)]),
        )
        .orderBy('p.po')
        .orderBy('p.id')
        .execute();
    },

    async replace(workOrderId: number, ids: readonly number[]) {
      await db.deleteFrom('work_order_purchase_orders').where('work_order_id', '=', workOrderId).execute();
      if (ids.length)
        await db
          .insertInto('work_order_purchase_orders')
          .values(ids.map((id) => ({ work_order_id: workOrderId, account_purchase_order_id: id })))
          .execute();
    },
  };
}
export type PurchaseOrderRow = Awaited<
  ReturnType<ReturnType<typeof workOrderPurchaseOrdersRepo>['cited']>
>[number];

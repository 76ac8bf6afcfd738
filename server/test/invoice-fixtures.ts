import { ScheduleStatuses, WorkOrderStatuses } from '@canopy/shared';
import { CSRF_HEADER } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import type { Session, TestCtx } from './harness';
import { addWorkOrderService, makeWorkOrder } from './work-order-fixtures';

/** A zip no demo rate covers, so each test states its own rate. */
export const TEST_ZIP = '99901';

/** A customer with one service location in `branchId` at TEST_ZIP (or `zip`) and a billing address. */
export async function newAccount(
  db: Db,
  branchId: number,
  opts: { taxExempt?: boolean; zip?: string; name?: string } = {},
) {
  const a = await db
    .insertInto('accounts')
    .values({
      name: opts.name ?? `Invoice customer ${Math.random().toString(36).slice(2, 8)}`,
      branch_id: branchId,
      account_type_id: 1,
      tax_exempt: opts.taxExempt ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const l = await db
    .insertInto('account_locations')
    .values({
      account_id: a.id,
      branch_id: branchId,
      address: '12 Elm St',
      city: 'Evanston',
      state: 'IL',
      zip: opts.zip ?? TEST_ZIP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const b = await db
    .insertInto('account_billing_addresses')
    .values({ account_id: a.id, address1: 'PO Box 9', city: 'Evanston', state: 'IL', zip: '60201' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { accountId: a.id, locationId: l.id, billingAddressId: b.id };
}

export async function setTaxRate(db: Db, zip: string, rateE4: number, effective = '2020-01-01') {
  await db
    .insertInto('tax_rates')
    .values({ zip_code: zip, rate_e4: rateE4, effective_date: effective, archived: 0 })
    .execute();
}

/**
 * A schedule in `branchId` whose work orders are on the location, each completed with services of
 * these costs (cents) unless `open`, put in Ended and then confirmed by `s` through the API.
 */
export async function confirmSchedule(
  ctx: TestCtx,
  s: Session,
  orders: { locationId: number; branchId: number; costs: number[]; salesRepId?: number; open?: boolean }[],
) {
  const db = ctx.dbh.db;
  const schedule = await db
    .insertInto('schedules')
    .values({
      branch_id: orders[0]!.branchId,
      status_id: ScheduleStatuses.Ended,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const workOrderIds: number[] = [];
  for (const o of orders) {
    const id = await makeWorkOrder(db, {
      branchId: o.branchId,
      locationId: o.locationId,
      salesRepId: o.salesRepId ?? 6,
      statusId: o.open ? WorkOrderStatuses.Scheduled : WorkOrderStatuses.Completed,
    });
    for (const c of o.costs) await addWorkOrderService(db, id, 'Structural Pruning', { totalCostCents: c });
    await db
      .insertInto('schedule_work_orders')
      .values({ schedule_id: schedule.id, work_order_id: id })
      .execute();
    workOrderIds.push(id);
  }
  const res = await confirm(ctx, s, schedule.id, 'confirm');
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  const invoiceIds = (
    await db
      .selectFrom('invoice_details')
      .select('invoice_id')
      .distinct()
      .where('work_order_id', 'in', workOrderIds)
      .orderBy('invoice_id')
      .execute()
  ).map((r) => r.invoice_id);
  return { scheduleId: schedule.id, workOrderIds, invoiceIds, warnings: res.json().Warnings as string[] };
}

export async function confirm(ctx: TestCtx, s: Session, scheduleId: number, action: 'confirm' | 'unconfirm') {
  const { version } = await ctx.dbh.db
    .selectFrom('schedules')
    .select('version')
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return ctx.call(s, 'PUT', `/api/v1/schedules/${scheduleId}/${action}`, { Version: version });
}

/** A POST with an Idempotency-Key, as the screens send every money call. */
export function keyed(ctx: TestCtx, s: Session, url: string, body: unknown, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${s.token}`,
      [CSRF_HEADER]: s.csrf,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: body as object,
  });
}

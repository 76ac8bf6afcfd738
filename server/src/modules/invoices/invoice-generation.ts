import { invoiceSums, taxRateE4, todayIsoDate, WorkOrderStatuses } from '@canopy/shared';
import { nowIso, type Db } from '../../platform/db';
import { taxRateForZip } from '../tax-rates/tax-rates.service';

/** Rows of one insert: well under SQLite's limit of bound values (4 a row). */
const DETAILS_PER_INSERT = 500;

/**
 * The rule (README, Design): confirming a schedule invoices its live, completed work orders that no
 * invoice holds yet, one invoice per account, branch and sales rep, a detail per work order. A
 * detail's net is its live services' total cost; its tax rate is the one in effect on the invoice
 * date for the service address's zip (none for a tax-exempt account). Runs in the confirm's
 * transaction, so a schedule is never confirmed without its invoices or the reverse.
 */
export async function generateInvoices(
  trx: Db,
  scheduleId: number,
  today = todayIsoDate(),
): Promise<number[]> {
  const orders = await trx
    .selectFrom('schedule_work_orders as swo')
    .innerJoin('work_orders as w', 'w.id', 'swo.work_order_id')
    .innerJoin('accounts as a', 'a.id', 'w.account_id')
    .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
    .leftJoin('account_billing_addresses as ba', 'ba.account_id', 'w.account_id')
    .select([
      'w.id',
      'w.account_id',
      'w.branch_id',
      'w.sales_rep_id',
      'a.tax_exempt',
      'l.zip',
      'ba.id as billing_address_id',
    ])
    .select((eb) =>
      eb
        .selectFrom('work_order_services as s')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('s.total_cost_cents'), e.lit(0)).as('n'))
        .whereRef('s.work_order_id', '=', 'w.id')
        .where('s.archived', '=', 0)
        .as('net_cents'),
    )
    .where('swo.schedule_id', '=', scheduleId)
    .where('swo.active', '=', 1)
    .where('w.status_id', '=', WorkOrderStatuses.Completed)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('invoice_details as d').select('d.id').whereRef('d.work_order_id', '=', 'w.id'),
        ),
      ),
    )
    .orderBy('w.id')
    .execute();

  const groups = new Map<string, typeof orders>();
  for (const o of orders) {
    const key = `${o.account_id} ${o.branch_id} ${o.sales_rep_id ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(o);
    else groups.set(key, [o]);
  }
  const rates = new Map<string, number>();
  const rateOf = async (zip: string | null) => {
    const z = zip ?? '';
    if (!rates.has(z)) {
      const rate = await taxRateForZip(trx, z, today);
      rates.set(z, (rate && taxRateE4(rate.TaxRate_)) ?? 0);
    }
    return rates.get(z)!;
  };

  // A new invoice has no transactions, so its sums follow from its lines alone: they are worked out
  // here by the one arithmetic and written with the invoice, two statements an invoice in all.
  const ids: number[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const exempt = !!first.tax_exempt;
    const lines = [];
    for (const o of group)
      lines.push({
        workOrderId: o.id,
        netCents: Number(o.net_cents ?? 0),
        taxRateE4: exempt ? 0 : await rateOf(o.zip),
      });
    const sums = invoiceSums(lines, [], exempt);
    const { id } = await trx
      .insertInto('invoices')
      .values({
        account_id: first.account_id,
        branch_id: first.branch_id,
        sales_rep_id: first.sales_rep_id,
        billing_address_id: first.billing_address_id,
        schedule_id: scheduleId,
        invoice_date: today,
        tax_exempt: exempt ? 1 : 0,
        total_cost_cents: sums.totalCostCents,
        total_tax_cents: sums.totalTaxCents,
        payments_cents: sums.paymentsCents,
        adjustments_cents: sums.adjustmentsCents,
        amount_due_cents: sums.amountDueCents,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let at = 0; at < lines.length; at += DETAILS_PER_INSERT)
      await trx
        .insertInto('invoice_details')
        .values(
          lines.slice(at, at + DETAILS_PER_INSERT).map((l) => ({
            invoice_id: id,
            work_order_id: l.workOrderId,
            net_cents: l.netCents,
            tax_rate_e4: l.taxRateE4,
          })),
        )
        .execute();
    ids.push(id);
  }
  return ids;
}

/** Whether any work order of the schedule is on an invoice: unconfirming then warns that it stays. */
export async function scheduleInvoiced(db: Db, scheduleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('invoice_details as d')
    .innerJoin('schedule_work_orders as swo', 'swo.work_order_id', 'd.work_order_id')
    .select('d.id')
    .where('swo.schedule_id', '=', scheduleId)
    .where('swo.active', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

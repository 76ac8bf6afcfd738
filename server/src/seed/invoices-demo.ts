import {
  InvoiceApprovedStatuses,
  PaymentMethods,
  PrintStatuses,
  ScheduleStatuses,
  TransactionTypes as T,
} from '@canopy/shared';
import type { Db } from '../platform/db';
import { generateInvoices } from '../modules/invoices/invoice-generation';
import { refreshSums } from '../modules/invoices/invoice-sums';

const BILLING = 3;

/**
 * Billing's list from day one: every finished demo schedule is confirmed, which invoices its work,
 * and the invoices are put in the states billing meets: pending approval, approved and not sent,
 * emailed, printed, partly paid by check, with a credit waiting on approval and an approved service
 * charge.
 */
export async function seedInvoicesDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .selectFrom('schedules as s')
      .innerJoin('schedule_dates as d', 'd.schedule_id', 's.id')
      .select(['s.id'])
      .select((eb) => eb.fn.max('d.schedule_date').as('last'))
      .where('s.status_id', '=', ScheduleStatuses.Ended)
      .where('s.active', '=', 1)
      .groupBy('s.id')
      .orderBy('s.id')
      .execute();
    const ids: number[] = [];
    for (const s of ended) {
      await trx
        .updateTable('schedules')
        .set({ status_id: ScheduleStatuses.Confirmed })
        .where('id', '=', s.id)
        .execute();
      ids.push(...(await generateInvoices(trx, s.id, String(s.last))));
    }
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1 + i, 15)).toISOString();
    for (const [i, id] of ids.entries()) {
      const state = i % 5;
      if (state === 0) continue; // pending approval
      await trx
        .updateTable('invoices')
        .set({
          approved_status_id: InvoiceApprovedStatuses.Approved,
          date_approved: at(i),
          approved_by: BILLING,
          print_status_id:
            state === 2 ? PrintStatuses.Emailed : state === 3 ? PrintStatuses.Printed : PrintStatuses.NotSent,
        })
        .where('id', '=', id)
        .execute();
      const inv = await trx.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const due = Number(inv.amount_due_cents);
      if (state === 3 && due > 2) {
        const half = Math.floor(due / 2);
        const pay = await trx
          .insertInto('payments')
          .values({
            account_id: inv.account_id,
            amount_cents: half,
            payment_method_id: PaymentMethods.Check,
            check_number: String(1040 + i),
            created_by: BILLING,
            created_at: at(i),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addTransaction(trx, id, T.Payment, half, true, at(i), pay.id);
      }
      if (state === 4) {
        await addTransaction(trx, id, T.ServiceCharge, 2500, true, at(i));
        const wo = await trx
          .selectFrom('invoice_details')
          .select('work_order_id')
          .where('invoice_id', '=', id)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const credit = Math.min(1000, Number(inv.total_cost_cents));
        if (credit > 0) {
          const tx = await addTransaction(trx, id, T.Credit, credit, false, at(i));
          await trx
            .insertInto('invoice_transaction_work_orders')
            .values({ invoice_transaction_id: tx, work_order_id: wo.work_order_id, amount_cents: credit })
            .execute();
        }
      }
      await refreshSums(trx, id, !!inv.tax_exempt);
    }
  });
}

async function addTransaction(
  trx: Db,
  invoiceId: number,
  type: number,
  cents: number,
  approved: boolean,
  at: string,
  paymentId?: number,
) {
  const r = await trx
    .insertInto('invoice_transactions')
    .values({
      invoice_id: invoiceId,
      transaction_type_id: type,
      amount_cents: cents,
      approved: approved ? 1 : 0,
      date_approved: approved ? at : null,
      approved_by: approved ? BILLING : null,
      created_by: BILLING,
      created_at: at,
      reason: type === T.Credit ? 'Missed the side bed; customer called' : null,
      payment_id: paymentId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

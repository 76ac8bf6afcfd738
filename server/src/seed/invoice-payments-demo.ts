import {
  InvoiceApprovedStatuses,
  PaymentMethods,
  ScheduleStatuses,
  TransactionTypes,
  WorkOrderStatuses,
} from '@canopy/shared';
import type { Db } from '../platform/db';
import { addDemoCustomer } from './demo-customer';
import { generateInvoices } from '../modules/invoices/invoice-generation';
import { refreshSums } from '../modules/invoices/invoice-sums';

/** The account billing takes one check for two invoices from (the multiple payment screen). */
export const TWO_INVOICE_ACCOUNT = 'Maple Grove Association';

const BILLING = 3;
/** What the customer sent beyond the invoice: money on account for billing to apply or spend. */
const OVERAGE_CENTS = 7_500;

/**
 * Money on account from day one: a customer paid an approved invoice in full by check with $75.00
 * more than it asked, so the invoice shows the account's balance, the multiple payment screen offers
 * money on account, and the overage can be applied to the account's next invoice.
 */
export async function seedInvoicePaymentsDemo(db: Db): Promise<void> {
  await seedTwoOpenInvoices(db);
  await db.transaction().execute(async (trx) => {
    const inv = await trx
      .selectFrom('invoices')
      .selectAll()
      .where('approved_status_id', '=', InvoiceApprovedStatuses.Approved)
      .where('payments_cents', '=', 0)
      .where('amount_due_cents', '>', 0)
      .orderBy('id')
      .executeTakeFirst();
    if (!inv) return;
    const due = Number(inv.amount_due_cents);
    const at = new Date(Date.UTC(2026, 10, 20, 15)).toISOString();
    const pay = await trx
      .insertInto('payments')
      .values({
        account_id: inv.account_id,
        amount_cents: due + OVERAGE_CENTS,
        unapplied_cents: OVERAGE_CENTS,
        payment_method_id: PaymentMethods.Check,
        check_number: '2217',
        created_by: BILLING,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_transactions')
      .values({
        invoice_id: inv.id,
        transaction_type_id: TransactionTypes.Payment,
        amount_cents: due,
        approved: 1,
        date_approved: at,
        approved_by: BILLING,
        created_by: BILLING,
        created_at: at,
        payment_id: pay.id,
      })
      .execute();
    await refreshSums(trx, inv.id, !!inv.tax_exempt);
  });
}

/**
 * An association with two approved, unpaid invoices from two confirmed schedules (October's and
 * November's pruning in Evanston), made by the same generation rule as confirming a schedule.
 */
async function seedTwoOpenInvoices(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const branch = await trx.selectFrom('branches').select('id').orderBy('id').executeTakeFirstOrThrow();
    const service = await trx.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    // The association's treasurer pays its bills, and invoices are mailed to her.
    const { accountId, locationId } = await addDemoCustomer(trx, {
      name: TWO_INVOICE_ACCOUNT,
      branchId: branch.id,
      street: '400 Maple Ave',
      billTo: { address1: '400 Maple Ave', zip: '60201' },
      contact: { first: 'Dana', last: 'Whitfield', email: 'treasurer@maplegrove.example' },
    });
    for (const [date, cents] of [
      ['2026-10-14', 42_000],
      ['2026-11-12', 18_500],
    ] as const) {
      const at = new Date(`${date}T16:00:00Z`).toISOString();
      const wo = await trx
        .insertInto('work_orders')
        .values({
          sub_type_id: 1,
          status_id: WorkOrderStatuses.Completed,
          service_group_id: 1,
          account_id: accountId,
          account_location_id: locationId,
          branch_id: branch.id,
          sales_rep_id: 6,
          description: 'Prune the maples along the entrance',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('work_order_services')
        .values({ work_order_id: wo.id, service_id: service.id, total_cost_cents: cents, created_at: at })
        .execute();
      const schedule = await trx
        .insertInto('schedules')
        .values({ branch_id: branch.id, status_id: ScheduleStatuses.Confirmed, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('schedule_work_orders')
        .values({ schedule_id: schedule.id, work_order_id: wo.id })
        .execute();
      for (const id of await generateInvoices(trx, schedule.id, date))
        await trx
          .updateTable('invoices')
          .set({
            approved_status_id: InvoiceApprovedStatuses.Approved,
            date_approved: at,
            approved_by: BILLING,
          })
          .where('id', '=', id)
          .execute();
    }
  });
}

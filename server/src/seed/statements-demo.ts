import { InvoiceApprovedStatuses, todayIsoDate } from '@canopy/shared';
import type { Db } from '../platform/db';

// How old the demo's aged invoices are on the day the demo is made: one in each aging bucket past
// the first, and one past every aging option.
const AGES = [160, 125, 95, 65, 35];

const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Statements with something to show: the first approved invoices still owed (of accounts that have
 * a billing or primary contact with an e-mail, so e-mail only shows them too) are dated back, so
 * every statement aging option, 30 to 150 days, finds an invoice.
 */
export async function seedStatementsDemo(db: Db): Promise<void> {
  const today = todayIsoDate();
  const owed = await db
    .selectFrom('invoices as i')
    .select('i.id')
    .where('i.approved_status_id', '=', InvoiceApprovedStatuses.Approved)
    .where('i.amount_due_cents', '>', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contacts as c')
          .select('c.id')
          .whereRef('c.account_id', '=', 'i.account_id')
          .where('c.email', 'is not', null),
      ),
    )
    .orderBy('i.id')
    .limit(AGES.length)
    .execute();
  for (const [k, row] of owed.entries())
    await db
      .updateTable('invoices')
      .set({ invoice_date: daysBefore(today, AGES[k]!) })
      .where('id', '=', row.id)
      .execute();
}

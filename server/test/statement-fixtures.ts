import { simpleParser } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import { InvoiceApprovedStatuses, TransactionTypes as T } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { refreshSums } from '../src/modules/invoices/invoice-sums';
import { newAccount } from './invoice-fixtures';
import { makeWorkOrder } from './work-order-fixtures';

/** The day every statement of these tests is made on. */
export const STATEMENT_DATE = '2026-06-30';

/** A customer of `branchId` with a billing contact (unless `email` is null). */
export async function statementAccount(
  db: Db,
  branchId: number,
  opts: { name?: string; email?: string | null; doNotEmail?: boolean } = {},
) {
  const a = await newAccount(db, branchId, { name: opts.name });
  if (opts.doNotEmail)
    await db.updateTable('accounts').set({ do_not_email: 1 }).where('id', '=', a.accountId).execute();
  const email = opts.email === undefined ? `billing${a.accountId}@customer.test` : opts.email;
  if (email)
    await db
      .insertInto('contacts')
      .values({
        account_id: a.accountId,
        first_name: 'Pat',
        last_name: 'Payer',
        email,
        receives_billing: 1,
        status_id: 1,
      })
      .execute();
  return { ...a, email };
}

/**
 * An invoice of one line of `netCents` at `rateE4`, dated `date`, approved unless told, with these
 * transactions (approved) recorded; its stored sums are refreshed as every transaction write does.
 */
export async function openInvoice(
  db: Db,
  a: { accountId: number; billingAddressId: number; locationId: number },
  branchId: number,
  date: string,
  netCents: number,
  opts: { rateE4?: number; approved?: boolean; transactions?: [type: number, cents: number][] } = {},
) {
  const inv = await db
    .insertInto('invoices')
    .values({
      account_id: a.accountId,
      branch_id: branchId,
      billing_address_id: a.billingAddressId,
      invoice_date: date,
      total_cost_cents: 0,
      total_tax_cents: 0,
      amount_due_cents: 0,
      approved_status_id:
        opts.approved === false ? InvoiceApprovedStatuses.PendingApproval : InvoiceApprovedStatuses.Approved,
      created_at: `${date}T12:00:00.000Z`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const workOrderId = await makeWorkOrder(db, { branchId, locationId: a.locationId });
  await db
    .insertInto('invoice_details')
    .values({
      invoice_id: inv.id,
      work_order_id: workOrderId,
      net_cents: netCents,
      tax_rate_e4: opts.rateE4 ?? 0,
    })
    .execute();
  for (const [type, cents] of opts.transactions ?? [])
    await db
      .insertInto('invoice_transactions')
      .values({
        invoice_id: inv.id,
        transaction_type_id: type,
        amount_cents: cents,
        approved: 1,
        created_at: `${date}T13:00:00.000Z`,
      })
      .execute();
  await refreshSums(db, inv.id, false);
  return inv.id;
}

export const Tx = T;

/** A PDF's text, whitespace folded. */
export async function pdfText(content: Buffer | Uint8Array) {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** A mail as received: who it went to, its subject and its one PDF attachment's text. */
export async function readMail(source: string) {
  const mail = await simpleParser(source);
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
  return { mail, to: mail.to, subject: mail.subject, text: pdf ? await pdfText(pdf.content) : '' };
}

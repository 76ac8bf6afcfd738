import { afterAll, beforeAll, expect } from 'vitest';
import { simpleParser } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import type { TestCtx } from '../harness';
import { smtpInbox, smtpMailer } from '../support';
import { makeWorkOrder } from '../work-order-fixtures';
import { locationOf } from '../work-order-services.fixtures';

// What the tests of reports mailed to a customer share: a local SMTP server that keeps what it is
// sent (and can be made to refuse), the mail and its PDF attachment read back, and a work order
// whose customer has exactly one contact to receive the report.

/**
 * A local mail server for one test file: started before its tests, stopped after. Pass `mailer` to
 * describeEngines' options; `whileDown` makes every send fail as a down mail server would.
 */
export function reportMailbox() {
  let smtp: Awaited<ReturnType<typeof smtpInbox>> | undefined;
  let down = false;
  beforeAll(async () => {
    smtp = await smtpInbox();
  });
  afterAll(() => smtp?.close());
  const open = () => {
    if (!smtp) throw new Error('The mail server starts in beforeAll.');
    return smtp;
  };
  return {
    // Port 1 refuses connections.
    mailer: smtpMailer(() => (down ? 'smtp://127.0.0.1:1' : open().url)),
    /** The mails received since the last `clear`, in order. */
    get inbox() {
      return open().inbox;
    },
    clear() {
      open().inbox.length = 0;
    },
    async whileDown<T>(work: () => Promise<T>): Promise<T> {
      down = true;
      try {
        return await work();
      } finally {
        down = false;
      }
    },
    /** The one mail received since the last `clear`, with its one PDF attachment's text. */
    async sentPdf() {
      const { inbox } = open();
      expect(inbox).toHaveLength(1);
      const mail = await simpleParser(inbox[0]!.source);
      const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
      expect(pdfs).toHaveLength(1);
      const pdf = pdfs[0]!;
      expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
      const parser = new PDFParse({ data: new Uint8Array(pdf.content) });
      try {
        const text = (await parser.getText()).text.replace(/\s+/g, ' ');
        return { mail, filename: pdf.filename, text };
      } finally {
        await parser.destroy();
      }
    },
  };
}

/**
 * A work order (branch 1 unless told) whose customer can be mailed, with Dana Whitfield (of the
 * e-mail given, or none) as its location's primary and only active contact.
 */
export async function customerWorkOrder(ctx: TestCtx, email: string | null, branchId = 1) {
  const db = ctx.dbh.db;
  const workOrderId = await makeWorkOrder(db, { branchId });
  const locationId = await locationOf(db, workOrderId);
  const wo = await db
    .selectFrom('work_orders')
    .select('account_id')
    .where('id', '=', workOrderId)
    .executeTakeFirstOrThrow();
  await db.updateTable('accounts').set({ do_not_email: 0 }).where('id', '=', wo.account_id).execute();
  // Only this contact may receive it: the account's others are made inactive for the test.
  await db.updateTable('contacts').set({ status_id: 2 }).where('account_id', '=', wo.account_id).execute();
  const contact = await db
    .insertInto('contacts')
    .values({ account_id: wo.account_id, first_name: 'Dana', last_name: 'Whitfield', email, status_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('account_location_contacts')
    .set({ is_primary: 0 })
    .where('location_id', '=', locationId)
    .execute();
  await db
    .insertInto('account_location_contacts')
    .values({ location_id: locationId, contact_id: contact.id, is_primary: 1 })
    .execute();
  const account = await db
    .selectFrom('accounts')
    .select('name')
    .where('id', '=', wo.account_id)
    .executeTakeFirstOrThrow();
  const loc = await db
    .selectFrom('account_locations')
    .select(['address', 'city'])
    .where('id', '=', locationId)
    .executeTakeFirstOrThrow();
  return {
    workOrderId,
    locationId,
    accountId: wo.account_id,
    contactId: contact.id,
    customer: account.name,
    street: loc.address,
    city: loc.city,
  };
}

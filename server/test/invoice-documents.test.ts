import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import { expect, it } from 'vitest';
import {
  InvoiceEmailMessages as W,
  PrintStatuses,
  type CustomerInvoice,
  type FormattedInvoice,
  type InvoiceDetailWithWorkOrder,
  type InvoiceEmailAnswer,
} from '@canopy/shared';
import { describeEngines } from './harness';
import { approve, billedAccount, documentUsers, INV, pdfText, read } from './invoice-documents.fixtures';
import { keyed } from './invoice-fixtures';
import { reportMailbox } from './support/report-mail';

const mailbox = reportMailbox();
// The company's logo heads every printed invoice: a 1×1 PNG a PDF can embed.
const LOGO = join(mkdtempSync(join(tmpdir(), 'canopy-logo-')), 'logo.png');
writeFileSync(
  LOGO,
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
describeEngines(
  'invoice documents: PDF, print, email, the customer page',
  (ctx) => {
    const users = documentUsers(ctx);

    it('prints the invoice with branding, bill-to, lines, tax, payments and balance, the same bytes each time', async () => {
      const { billing, readOnly } = await users();
      const a = await billedAccount(ctx(), billing);
      expect((await approve(ctx(), billing, a.invoiceId)).statusCode).toBe(200);
      const paid = await keyed(
        ctx(),
        billing,
        `/api/v1/invoiceTransactions/${a.invoiceId}/transactions/add`,
        { TransactionTypeId: 4, Amount: 5 },
        `svc-charge-${ctx().engine}`,
      );
      expect(paid.statusCode, paid.body).toBe(200);

      const first = await ctx().call(readOnly, 'POST', `${INV}/${a.invoiceId}/print`, {});
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      const again = await ctx().call(readOnly, 'POST', `${INV}/${a.invoiceId}/print`, {});
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

      expect(first.rawPayload.includes('/Subtype /Image')).toBe(true);
      const text = await pdfText(first.rawPayload);
      for (const part of [
        'Canopy Tree & Lawn Care',
        '400 Orchard Way, Evanston, IL 60201',
        `Invoice # ${a.invoiceId}`,
        'Bill To',
        'PO Box 9',
        'Evanston, IL 60201',
        `Work order ${a.workOrderIds[0]}`,
        'Structural Pruning',
        '$100.00',
        '$20.50',
        'Tax $6.03',
        'Invoice amount $126.53',
        'Service Charge',
        '$5.00',
        'Amount due $131.53',
      ])
        expect(text).toContain(part);
      expect((await read(ctx(), billing, a.invoiceId)).PrintStatusId).toBe(PrintStatuses.Printed);

      const formatted = (
        await ctx().call(readOnly, 'GET', `${INV}/formatted/${a.invoiceId}`)
      ).json() as FormattedInvoice;
      expect(formatted).toMatchObject({
        Net: '$120.50',
        Tax: '$6.03',
        AmountDue: '$131.53',
        AmountDueCents: 13_153,
      });
      expect(formatted.Lines.map((l) => l.Net)).toEqual(['$100.00', '$20.50']);
    });

    it('prints the selected invoices as one PDF, each on its own page', async () => {
      const { billing } = await users();
      const one = await billedAccount(ctx(), billing);
      const two = await billedAccount(ctx(), billing);
      const res = await ctx().call(billing, 'POST', `${INV}/print-invoices`, {
        InvoiceIds: [one.invoiceId, two.invoiceId],
      });
      expect(res.statusCode, res.body).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
      try {
        const t = await parser.getText();
        expect(t.pages.length).toBe(2);
        expect(t.pages[0]!.text).toContain(`Invoice # ${one.invoiceId}`);
        expect(t.pages[1]!.text).toContain(`Invoice # ${two.invoiceId}`);
      } finally {
        await parser.destroy();
      }
      for (const id of [one.invoiceId, two.invoiceId])
        expect((await read(ctx(), billing, id)).PrintStatusId).toBe(PrintStatuses.Printed);
    });

    it('emails the selected invoices with the PDF and the page link, and names each one skipped', async () => {
      const { billing } = await users();
      const db = ctx().dbh.db;
      const good = await billedAccount(ctx(), billing);
      const pending = await billedAccount(ctx(), billing);
      const noMail = await billedAccount(ctx(), billing);
      const noContact = await billedAccount(ctx(), billing, { email: 'not an address' });
      const noPhone = await billedAccount(ctx(), billing, { branchId: 3 });
      for (const x of [good, noMail, noContact, noPhone])
        expect((await approve(ctx(), billing, x.invoiceId)).statusCode).toBe(200);
      await db.updateTable('accounts').set({ do_not_email: 1 }).where('id', '=', noMail.accountId).execute();
      await db.deleteFrom('branch_phones').where('branch_id', '=', 3).execute();
      const names = Object.fromEntries(
        (await db.selectFrom('accounts').select(['id', 'name']).execute()).map((r) => [r.id, r.name]),
      );
      const branch3 = (
        await db.selectFrom('branches').select('name').where('id', '=', 3).executeTakeFirstOrThrow()
      ).name;

      mailbox.clear();
      const ids = [good, pending, noMail, noContact, noPhone].map((x) => x.invoiceId);
      const res = await ctx().call(billing, 'POST', `${INV}/email-selected`, { InvoiceIds: ids });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as InvoiceEmailAnswer;
      expect(answer.SentInvoiceIds).toEqual([good.invoiceId]);
      expect(answer.Warnings).toEqual([
        W.PendingApproval(pending.invoiceId, names[pending.accountId]!),
        W.DoNotEmail(noMail.invoiceId, names[noMail.accountId]!),
        W.NoBillingContact(noContact.invoiceId, names[noContact.accountId]!),
        W.BranchPhone(noPhone.invoiceId, branch3),
      ]);

      const { mail, filename, text } = await mailbox.sentPdf();
      expect(mailbox.inbox[0]!.to).toEqual(['dana@whitfield.test']);
      expect(filename).toBe(`invoice-${good.invoiceId}.pdf`);
      expect(text).toContain(`Invoice # ${good.invoiceId}`);
      expect(text).toContain('Amount due $126.53');
      const link = /\/invoiceview\?id=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
      expect(link).toBeTruthy();
      expect((await read(ctx(), billing, good.invoiceId)).PrintStatusId).toBe(PrintStatuses.Emailed);
      for (const x of [pending, noMail, noContact, noPhone])
        expect((await read(ctx(), billing, x.invoiceId)).PrintStatusId).toBe(PrintStatuses.NotSent);

      // The link opens the customer's invoice without a sign-in, with its PDF and balance.
      const page = await ctx().app.inject({ method: 'GET', url: `${INV}/getByEncryptedId/${link}` });
      expect(page.statusCode, page.body).toBe(200);
      const inv = page.json() as CustomerInvoice;
      expect(inv).toMatchObject({ Id: good.invoiceId, AmountDue: '$126.53', EncryptedId: link });
      expect(inv.BillTo.Lines).toContain('PO Box 9');
      const pdf = await ctx().app.inject({ method: 'GET', url: `${INV}/getByEncryptedId/${link}/pdf` });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(await pdfText(pdf.rawPayload)).toContain(`Invoice # ${good.invoiceId}`);

      // "Email me a copy" goes to the billing contact on file, never to an address the page names.
      mailbox.clear();
      const copy = await ctx().app.inject({
        method: 'POST',
        url: `${INV}/getByEncryptedId/${link}/email`,
        payload: { To: 'someone@else.test' },
      });
      expect(copy.statusCode, copy.body).toBe(200);
      expect(copy.json().Message).toBe(W.CopySent);
      await mailbox.sentPdf();
      expect(mailbox.inbox[0]!.to).toEqual(['dana@whitfield.test']);

      // Without a billing contact on file there is no one to send a copy to.
      await db
        .updateTable('contacts')
        .set({ receives_billing: 0 })
        .where('account_id', '=', good.accountId)
        .execute();
      mailbox.clear();
      const none = await ctx().app.inject({ method: 'POST', url: `${INV}/getByEncryptedId/${link}/email` });
      expect(none.statusCode).toBe(400);
      expect(none.json().Message).toBe(W.NoBillingContact(good.invoiceId, names[good.accountId]!));
      expect(mailbox.inbox).toHaveLength(0);

      // A tampered or made-up link opens nothing.
      const flipped = link!.slice(0, -2) + (link!.endsWith('AA') ? 'BB' : 'AA');
      for (const bad of [flipped, 'abc', String(good.invoiceId)]) {
        expect(
          (await ctx().app.inject({ method: 'GET', url: `${INV}/getByEncryptedId/${bad}` })).statusCode,
        ).toBe(404);
        expect(
          (await ctx().app.inject({ method: 'GET', url: `${INV}/getByEncryptedId/${bad}/pdf` })).statusCode,
        ).toBe(404);
      }
    });

    it('emails one invoice, refusing with the reason when it may not be sent, and a down mail server sends nothing', async () => {
      const { billing } = await users();
      const a = await billedAccount(ctx(), billing);
      mailbox.clear();
      const early = await ctx().call(billing, 'POST', `${INV}/${a.invoiceId}/email`);
      expect(early.statusCode).toBe(400);
      expect(early.json().Message).toBe(
        W.PendingApproval(a.invoiceId, (await read(ctx(), billing, a.invoiceId)).AccountName),
      );
      expect(mailbox.inbox).toHaveLength(0);

      await approve(ctx(), billing, a.invoiceId);
      const down = await mailbox.whileDown(() => ctx().call(billing, 'POST', `${INV}/${a.invoiceId}/email`));
      expect(down.statusCode).toBe(502);
      expect(down.json().Message).toBe(W.Failed);
      expect((await read(ctx(), billing, a.invoiceId)).PrintStatusId).toBe(PrintStatuses.NotSent);

      const ok = await ctx().call(billing, 'POST', `${INV}/${a.invoiceId}/email`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().SentInvoiceIds).toEqual([a.invoiceId]);
      await mailbox.sentPdf();
      expect((await read(ctx(), billing, a.invoiceId)).PrintStatusId).toBe(PrintStatuses.Emailed);
    });

    it('only FullAccess on Invoices emails; another branch reaches none of it (404)', async () => {
      const { billing, branch, readOnly, other } = await users();
      const a = await billedAccount(ctx(), billing);
      await approve(ctx(), billing, a.invoiceId);
      mailbox.clear();
      for (const s of [branch, readOnly]) {
        expect((await ctx().call(s, 'POST', `${INV}/${a.invoiceId}/email`)).statusCode).toBe(403);
        expect(
          (await ctx().call(s, 'POST', `${INV}/email-selected`, { InvoiceIds: [a.invoiceId] })).statusCode,
        ).toBe(403);
      }
      expect(mailbox.inbox).toHaveLength(0);

      for (const [method, url, body] of [
        ['POST', `${INV}/${a.invoiceId}/print`, {}],
        ['POST', `${INV}/print-invoices`, { InvoiceIds: [a.invoiceId] }],
        ['GET', `${INV}/formatted/${a.invoiceId}`, undefined],
        ['GET', `${INV}/${a.invoiceId}/details`, undefined],
      ] as const)
        expect((await ctx().call(other, method, url, body)).statusCode).toBe(404);
      expect((await read(ctx(), billing, a.invoiceId)).PrintStatusId).toBe(PrintStatuses.NotSent);
      // One invoice out of reach among the selected prints none of them.
      const mine = await billedAccount(ctx(), billing, { branchId: 2 });
      const mixed = await ctx().call(other, 'POST', `${INV}/print-invoices`, {
        InvoiceIds: [mine.invoiceId, a.invoiceId],
      });
      expect(mixed.statusCode).toBe(404);
      expect((await read(ctx(), billing, mine.invoiceId)).PrintStatusId).toBe(PrintStatuses.NotSent);
    });

    it('answers the details with their work orders, apart from the invoice itself', async () => {
      const { billing, branch } = await users();
      const a = await billedAccount(ctx(), billing);
      const res = await ctx().call(branch, 'GET', `${INV}/${a.invoiceId}/details`);
      expect(res.statusCode, res.body).toBe(200);
      const details = res.json() as InvoiceDetailWithWorkOrder[];
      expect(details.map((d) => [d.WorkOrderId, d.NetAmount, d.TaxRate])).toEqual([
        [a.workOrderIds[0], 100, 5],
        [a.workOrderIds[1], 20.5, 5],
      ]);
      expect(details[0]!.WorkOrder).toMatchObject({
        Id: a.workOrderIds[0],
        BranchId: 1,
        Branch: { Id: 1 },
        Services: [{ Description: 'Structural Pruning', TotalCost: 100 }],
      });
    });
  },
  {
    mailer: mailbox.mailer,
    env: { COMPANY_ADDRESS: '400 Orchard Way, Evanston, IL 60201', COMPANY_LOGO: LOGO },
  },
);

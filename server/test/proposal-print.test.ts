import { expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import {
  formatCurrency,
  P,
  ProposalFormatMessages as M,
  ProposalMessages,
  R,
  type ProposalFormat,
} from '@canopy/shared';
import { describeEngines } from './harness';
import { formatProposal, type FormatProposal } from './proposal-format.fixtures';
import { reportMailbox } from './support/report-mail';
import { signInWith } from './support';

const API = '/api/v1/proposals';
const COMPANY = 'Northwind Tree Experts';
const mailbox = reportMailbox();

async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));

describeEngines(
  'printed proposal',
  (ctx) => {
    const print = (p: FormatProposal, send: boolean, body: unknown = {}, s = p.s) =>
      ctx().call(s, 'POST', `${API}/emailProposal/${p.id}/${send}`, body);

    /** Dana Whitfield receives the location's proposals; nobody else at the account does. */
    async function recipient(p: FormatProposal, email: string | null = 'dana@whitfield.test') {
      const db = ctx().dbh.db;
      await db.updateTable('accounts').set({ do_not_email: 0 }).where('id', '=', p.accountId).execute();
      await db
        .updateTable('contacts')
        .set({ receives_proposal: 0 })
        .where('account_id', '=', p.accountId)
        .execute();
      const c = await db
        .insertInto('contacts')
        .values({
          account_id: p.accountId,
          first_name: 'Dana',
          last_name: 'Whitfield',
          email,
          status_id: 1,
          receives_proposal: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('account_location_contacts')
        .values({ location_id: p.locationId, contact_id: c.id })
        .execute();
    }

    it('prints a multi-page PDF with company, customer, options, prices, totals and page numbers, the same bytes each time', async () => {
      const p = await formatProposal(ctx());
      const f = (await ctx().call(p.s, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>();
      const first = await print(p, false);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(first.headers['content-disposition']).toContain(`Proposal-${f.ProposalNumber}.pdf`);
      const pdf = first.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, pages } = await pdfText(pdf);
      // Cover, definition and recommendations for Arbor Care and Plant Health Care, the summary, then
      // the demo's two one-page print attachments.
      expect(pages).toBe(8);
      for (const part of [
        COMPANY,
        p.customer,
        f.Customer.Address,
        `Proposal No. ${f.ProposalNumber}`,
        'Cover letter',
        p.pruning,
        p.phc,
        'Option 1',
        'Option 2',
        '$650.00',
        '$250.00',
        'Deadwood over the drive',
        `Subtotal ${money(f.Subtotal)}`,
        `Total ${money(f.Total)}`,
        'Work is performed to ANSI A300 standards.',
        'Plantings are warranted for one growing season',
        `Page 2 of ${pages}`,
        `Page ${pages - 2} of ${pages}`,
      ])
        expect(text).toContain(part);
      expect(text).not.toContain('Page 1 of');
      expect(mailbox.inbox).toHaveLength(0);

      const again = await print(p, false);
      expect(Buffer.compare(again.rawPayload, pdf)).toBe(0);
    });

    it("mails the PDF to the location's proposal contacts through SMTP", async () => {
      const p = await formatProposal(ctx());
      await recipient(p);
      mailbox.clear();
      const res = await print(p, true, { Html: 'Here is the plan for your oaks.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-email-recipients']).toBe('1');
      const { mail, filename, text } = await mailbox.sentPdf();
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('dana@whitfield.test');
      expect(mail.subject).toContain(`from ${COMPANY}`);
      expect(mail.text).toContain('Here is the plan for your oaks.');
      expect(filename).toMatch(/^Proposal-\d{11}\.pdf$/);
      expect(text).toContain(p.customer);
      expect(text).toContain(p.pruning);
      // The emailed proposal ends with the print attachments too.
      expect(text).toContain('Work is performed to ANSI A300 standards.');
    });

    it('skips a do-not-email account with the warning, and says when nobody receives proposals or the mail fails', async () => {
      const p = await formatProposal(ctx());
      await recipient(p);
      mailbox.clear();
      await ctx()
        .dbh.db.updateTable('accounts')
        .set({ do_not_email: 1 })
        .where('id', '=', p.accountId)
        .execute();
      const skipped = await print(p, true);
      expect(skipped.statusCode).toBe(400);
      expect(skipped.json<{ Message: string }>().Message).toBe(M.DoNotEmail);
      await ctx()
        .dbh.db.updateTable('accounts')
        .set({ do_not_email: 0 })
        .where('id', '=', p.accountId)
        .execute();

      const down = await mailbox.whileDown(() => print(p, true));
      expect(down.statusCode).toBe(502);
      expect(down.json<{ Message: string }>().Message).toBe(ProposalMessages.EmailFailed);

      await ctx()
        .dbh.db.updateTable('contacts')
        .set({ receives_proposal: 0 })
        .where('account_id', '=', p.accountId)
        .execute();
      const nobody = await print(p, true);
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json<{ Message: string }>().Message).toBe(M.NoRecipient);
      expect(mailbox.inbox).toHaveLength(0);
    });

    it('prints within reach only, and mails only with Personal or Full', async () => {
      const p = await formatProposal(ctx());
      await recipient(p);
      mailbox.clear();
      const stranger = await signInWith(ctx(), `print-other-${ctx().engine}`, { Proposals: P }, 1);
      expect((await print(p, false, {}, stranger.session)).statusCode).toBe(404);
      expect((await print(p, true, {}, stranger.session)).statusCode).toBe(404);
      const reader = await signInWith(ctx(), `print-reader-${ctx().engine}`, { Proposals: R }, 1);
      expect((await print(p, false, {}, reader.session)).statusCode).toBe(200);
      expect((await print(p, true, {}, reader.session)).statusCode).toBe(403);
      expect(mailbox.inbox).toHaveLength(0);
    });
  },
  { env: { COMPANY_NAME: COMPANY }, mailer: mailbox.mailer },
);

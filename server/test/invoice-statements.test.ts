import { expect, it } from 'vitest';
import {
  B,
  F,
  PrintStatuses,
  R,
  StatementMessages as M,
  type Statement,
  type StatementMailResult,
} from '@canopy/shared';
import { runStatementMail, type StatementDeps } from '../src/modules/invoices/statements.jobs';
import type { Db } from '../src/platform/db';
import type { JobQueue } from '../src/platform/jobs/queue';
import { describeEngines, type Session, type TestCtx } from './harness';
import { signInWith } from './support';
import { reportMailbox } from './support/report-mail';
import { openInvoice, pdfText, readMail, STATEMENT_DATE, statementAccount, Tx } from './statement-fixtures';

const API = '/api/v1/invoices/statements';
const mailbox = reportMailbox();
const queues = new Map<Db, JobQueue>();
const jobDeps = new Map<Db, StatementDeps>();
let n = 0;

const person = async (ctx: TestCtx, claims: Record<string, number>, branchId = 1) =>
  (await signInWith(ctx, `statements${++n}-${ctx.engine}`, claims, branchId)).session;
const drain = (ctx: TestCtx) => queues.get(ctx.dbh.db)!.drain();
const job = async (ctx: TestCtx, s: Session, id: number) =>
  (await ctx.call(s, 'GET', `/api/v1/jobs/${id}`)).json<{ State: string; Result: unknown }>();

/** Account A of the spec's example: three open invoices 10, 60 and 166 days old, and two that are not. */
async function customerA(db: Db, name = `Statement A ${++n}`) {
  const a = await statementAccount(db, 1, { name });
  const newest = await openInvoice(db, a, 1, '2026-06-20', 10_000, { rateE4: 82_500 });
  await openInvoice(db, a, 1, '2026-05-01', 5005, {
    transactions: [
      [Tx.Payment, 1000],
      [Tx.ServiceCharge, 300],
    ],
  });
  await openInvoice(db, a, 1, '2026-01-15', 20_000, {
    transactions: [
      [Tx.Credit, 2500],
      [Tx.Payment, 500],
    ],
  });
  await openInvoice(db, a, 1, '2026-03-01', 999, { approved: false });
  await openInvoice(db, a, 1, '2026-02-01', 1000, { transactions: [[Tx.Payment, 1000]] });
  // After the statement date: not on it.
  await openInvoice(db, a, 1, '2026-07-02', 1234);
  return { ...a, newest, name };
}

describeEngines(
  'invoice statements: aging, totals, mail and print',
  (ctx) => {
    const search = (s: Session, body: object) =>
      ctx().call(s, 'POST', API, { StatementDate: STATEMENT_DATE, ...body });

    it('gives the demo billing user statements at every aging option, and prints them', async () => {
      const billing = await ctx().login('billing');
      for (const days of [30, 60, 90, 120, 150]) {
        const res = await ctx().call(billing, 'POST', API, { AgingDays: days });
        expect(res.statusCode, res.body).toBe(200);
        const statements = res.json<Statement[]>();
        expect(statements.length, `${days} days`).toBeGreaterThan(0);
        for (const st of statements)
          for (const i of st.Invoices) expect(i.DaysOld).toBeGreaterThanOrEqual(days);
      }
      const first = (await ctx().call(billing, 'POST', API, { AgingDays: 30, EmailOnly: true })).json<
        Statement[]
      >();
      expect(first.length).toBeGreaterThan(0);
      const print = await ctx().call(billing, 'POST', `${API}/print`, {
        AccountIds: [first[0]!.Id],
        AgingDays: 30,
      });
      expect(print.statusCode).toBe(200);
      expect(await pdfText(print.rawPayload)).toContain(first[0]!.Account.Name);
    });

    it('answers one statement per account with exact totals, newest invoice first, and aging buckets', async () => {
      const db = ctx().dbh.db;
      const a = await customerA(db);
      const billing = await person(ctx(), { Invoices: F });
      const res = await search(billing, { AccountIds: [a.accountId] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-list-count']).toBe('1');
      const [s] = res.json<Statement[]>();
      expect(s).toMatchObject({
        Id: a.accountId,
        StatementDate: STATEMENT_DATE,
        BillingAddress: { Address1: 'PO Box 9', City: 'Evanston', State: 'IL', Zip: '60201' },
        Email: a.email,
        BalanceDue: 321.3,
      });
      expect(
        s!.Invoices.map((i) => [
          i.DaysOld,
          i.InvoiceTotal,
          i.TotalAdjustments,
          i.TotalCredits,
          i.AmountDue,
          i.BalanceDue,
        ]),
      ).toEqual([
        [10, 108.25, 0, 0, 108.25, 108.25],
        [60, 50.05, 3, 0, 53.05, 43.05],
        [166, 200, 0, 25, 175, 170],
      ]);
      expect(s!.Aging).toEqual([
        { Label: '0-29', Amount: 108.25 },
        { Label: '30-59', Amount: 0 },
        { Label: '60-89', Amount: 43.05 },
        { Label: '90-119', Amount: 0 },
        { Label: '120+', Amount: 170 },
      ]);

      // Aging keeps invoices at least that old; an account with none left has no statement.
      const aged = async (days: number) =>
        (await search(billing, { AccountIds: [a.accountId], AgingDays: days }))
          .json<Statement[]>()[0]
          ?.Invoices.map((i) => i.DaysOld);
      expect(await aged(30)).toEqual([60, 166]);
      expect(await aged(60)).toEqual([60, 166]);
      expect(await aged(90)).toEqual([166]);
      expect(await aged(150)).toEqual([166]);
      const early = await search(billing, {
        AccountIds: [a.accountId],
        AgingDays: 150,
        StatementDate: '2026-06-01',
      });
      expect(early.json()).toEqual([]);
      expect(early.headers['x-list-count']).toBe('0');
      // The account filter as typed: words of the account's name.
      const typed = await search(billing, { Query: a.name });
      expect(typed.json<Statement[]>().map((x) => x.Id)).toEqual([a.accountId]);
      const bad = await search(billing, { AgingDays: 45 });
      expect(bad.statusCode).toBe(400);
    });

    it('pages 10 statements by account name with the total, and keeps e-mail-only to accounts that get e-mail', async () => {
      const db = ctx().dbh.db;
      const billing = await person(ctx(), { Invoices: F });
      const ids: number[] = [];
      for (let k = 0; k < 12; k++) {
        const a = await statementAccount(db, 1, {
          name: `Paged ${ctx().engine} ${String(k).padStart(2, '0')}`,
        });
        await openInvoice(db, a, 1, '2026-06-01', 100 + k);
        ids.push(a.accountId);
      }
      const first = await search(billing, { AccountIds: ids });
      expect(first.headers['x-list-count']).toBe('12');
      expect(first.json<Statement[]>().map((s) => s.Id)).toEqual(ids.slice(0, 10));
      const second = await search(billing, { AccountIds: ids, Skip: 10 });
      expect(second.json<Statement[]>().map((s) => s.Id)).toEqual(ids.slice(10));

      const noMail = await statementAccount(db, 1, { doNotEmail: true });
      const noContact = await statementAccount(db, 1, { email: null });
      for (const x of [noMail, noContact]) await openInvoice(db, x, 1, '2026-06-01', 500);
      const picked = [ids[0]!, noMail.accountId, noContact.accountId];
      expect((await search(billing, { AccountIds: picked })).json<Statement[]>()).toHaveLength(3);
      const emailOnly = await search(billing, { AccountIds: picked, EmailOnly: true });
      expect(emailOnly.json<Statement[]>().map((s) => s.Id)).toEqual([ids[0]]);
      expect(emailOnly.headers['x-list-count']).toBe('1');

      // Every statement the filters find, without picking them one by one.
      mailbox.clear();
      const all = await ctx().call(billing, 'POST', `${API}/email`, {
        AccountIds: [],
        AllMatching: true,
        Query: `Paged ${ctx().engine}`,
        StatementDate: STATEMENT_DATE,
      });
      expect(all.statusCode, all.body).toBe(200);
      await drain(ctx());
      expect((await job(ctx(), billing, all.json().JobId)).Result).toEqual({ Sent: 12, Failed: [] });
      expect(mailbox.inbox).toHaveLength(12);
    });

    it('keeps a Branch user to his branches: another branch statement is 404; ReadOnly may not', async () => {
      const db = ctx().dbh.db;
      const mine = await customerA(db);
      const theirs = await statementAccount(db, 2);
      await openInvoice(db, theirs, 2, '2026-04-01', 7777);
      const branch = await person(ctx(), { Invoices: B }, 1);
      const other = await person(ctx(), { Invoices: B }, 2);
      const readOnly = await person(ctx(), { Invoices: R }, 1);

      const seen = await search(branch, { AccountIds: [mine.accountId, theirs.accountId] });
      expect(seen.json<Statement[]>().map((s) => s.Id)).toEqual([mine.accountId]);
      const one = await ctx().call(branch, 'GET', `${API}/${mine.accountId}?StatementDate=${STATEMENT_DATE}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json<Statement>().BalanceDue).toBe(321.3);
      expect((await ctx().call(branch, 'GET', `${API}/${theirs.accountId}`)).statusCode).toBe(404);
      expect((await ctx().call(other, 'GET', `${API}/${mine.accountId}`)).statusCode).toBe(404);
      expect((await ctx().call(other, 'GET', `${API}/999999`)).statusCode).toBe(404);
      const leak = await ctx().call(branch, 'POST', `${API}/print`, { AccountIds: [theirs.accountId] });
      expect(leak.statusCode).toBe(404);
      const mail = await ctx().call(branch, 'POST', `${API}/email`, {
        AccountIds: [mine.accountId, theirs.accountId],
      });
      expect(mail.statusCode).toBe(404);
      expect((await search(readOnly, {})).statusCode).toBe(403);
      expect((await ctx().call(readOnly, 'GET', `${API}/${mine.accountId}`)).statusCode).toBe(403);
    });

    it('prints the selection as one PDF, the same bytes each time, and marks the invoices Printed', async () => {
      const db = ctx().dbh.db;
      const a = await customerA(db, `Printed Customer ${ctx().engine}`);
      const billing = await person(ctx(), { Invoices: F });
      const print = (body: object) =>
        ctx().call(billing, 'POST', `${API}/print`, { StatementDate: STATEMENT_DATE, ...body });
      const res = await print({ AccountIds: [a.accountId] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.rawPayload);
      for (const part of [
        ctx().config.companyName,
        'Statement',
        `Printed Customer ${ctx().engine}`,
        'PO Box 9',
        'Evanston, IL 60201',
        `Statement date: ${STATEMENT_DATE}`,
        '$108.25',
        '$53.05 $43.05',
        '$175.00 $170.00',
        '0-29 $108.25 30-59 $0.00 60-89 $43.05 90-119 $0.00 120+ $170.00',
        'Total balance due: $321.30',
      ])
        expect(text).toContain(part);
      expect(Buffer.compare(res.rawPayload, (await print({ AccountIds: [a.accountId] })).rawPayload)).toBe(0);
      const status = await db
        .selectFrom('invoices')
        .select('print_status_id')
        .where('id', '=', a.newest)
        .executeTakeFirstOrThrow();
      expect(status.print_status_id).toBe(PrintStatuses.Printed);

      // Narrowed to one invoice, the statement holds it alone.
      const narrowed = await pdfText(
        (await print({ AccountIds: [a.accountId], InvoiceIds: [a.newest] })).rawPayload,
      );
      expect(narrowed).toContain('Total balance due: $108.25');
      const none = await print({ AccountIds: [] });
      expect(none.json().Message).toBe(M.NoneSelected);
      const empty = await print({ AccountIds: [a.accountId], InvoiceIds: [999_999] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().Message).toBe(M.NoInvoices);
    });

    it('mails each statement by a job to the billing contact, and reports the accounts it could not mail', async () => {
      const db = ctx().dbh.db;
      const a = await customerA(db);
      const noMail = await statementAccount(db, 1, { doNotEmail: true, name: 'Do Not Mail' });
      const noContact = await statementAccount(db, 1, { email: null, name: 'No Contact' });
      for (const x of [noMail, noContact]) await openInvoice(db, x, 1, '2026-06-01', 500);
      const billing = await person(ctx(), { Invoices: F });
      mailbox.clear();
      const res = await ctx().call(billing, 'POST', `${API}/email`, {
        AccountIds: [a.accountId, noMail.accountId, noContact.accountId],
        StatementDate: STATEMENT_DATE,
      });
      expect(res.statusCode, res.body).toBe(200);
      await drain(ctx());
      const done = await job(ctx(), billing, res.json().JobId);
      expect(done.State).toBe('done');
      expect(done.Result as StatementMailResult).toEqual({
        Sent: 1,
        Failed: expect.arrayContaining([
          { AccountId: noMail.accountId, AccountName: 'Do Not Mail', Message: M.DoNotEmail },
          { AccountId: noContact.accountId, AccountName: 'No Contact', Message: M.NoRecipient },
        ]),
      });
      expect(mailbox.inbox).toHaveLength(1);
      expect(mailbox.inbox[0]!.to).toEqual([a.email]);
      const mail = await readMail(mailbox.inbox[0]!.source);
      expect(mail.subject).toContain(STATEMENT_DATE);
      expect(mail.text).toContain('Total balance due: $321.30');
      const status = await db
        .selectFrom('invoices')
        .select('print_status_id')
        .where('id', '=', a.newest)
        .executeTakeFirstOrThrow();
      expect(status.print_status_id).toBe(PrintStatuses.Emailed);
      const none = await ctx().call(billing, 'POST', `${API}/email`, { AccountIds: [] });
      expect(none.json().Message).toBe(M.NoneSelected);
    });

    it('a mail run cut off by a dying server goes on where it stopped: each account mailed once', async () => {
      const db = ctx().dbh.db;
      const picked: { accountId: number; email: string | null }[] = [];
      for (let k = 0; k < 3; k++) {
        const a = await statementAccount(db, 1);
        await openInvoice(db, a, 1, '2026-05-15', 2000 + k);
        picked.push(a);
      }
      const billing = await person(ctx(), { Invoices: F });
      mailbox.clear();
      const res = await ctx().call(billing, 'POST', `${API}/email`, {
        AccountIds: picked.map((p) => p.accountId),
        StatementDate: STATEMENT_DATE,
      });
      const jobId: number = res.json().JobId;
      const row = await db
        .selectFrom('jobs')
        .select('payload')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      const died = runStatementMail(jobDeps.get(db)!)({
        jobId,
        payload: JSON.parse(row.payload),
        db,
        attempt: 1,
        progress: async (done) => {
          if (done === 2) throw new Error('the server stopped');
        },
      });
      await expect(died).rejects.toThrow('the server stopped');
      expect(mailbox.inbox).toHaveLength(2);
      await drain(ctx());
      expect((await job(ctx(), billing, jobId)).Result).toEqual({ Sent: 3, Failed: [] });
      expect(mailbox.inbox.map((m) => m.to[0]).sort()).toEqual(picked.map((p) => p.email).sort());
    });

    it('prints more statements than a page holds as a background job that links the PDF', async () => {
      const db = ctx().dbh.db;
      const ids: number[] = [];
      for (let k = 0; k < 51; k++) {
        const a = await statementAccount(db, 1, { email: null });
        await openInvoice(db, a, 1, '2026-06-01', 100);
        ids.push(a.accountId);
      }
      const billing = await person(ctx(), { Invoices: F });
      const res = await ctx().call(billing, 'POST', `${API}/print`, {
        AccountIds: ids,
        StatementDate: STATEMENT_DATE,
      });
      expect(res.statusCode, res.body).toBe(202);
      await drain(ctx());
      const done = await job(ctx(), billing, res.json().JobId);
      expect(done.State).toBe('done');
      const { Url } = done.Result as { Url: string };
      const file = await ctx().app.inject({ method: 'GET', url: Url });
      expect(file.statusCode).toBe(200);
      expect((await pdfText(file.rawPayload)).match(/Total balance due: \$1\.00/g)).toHaveLength(51);
    });
  },
  {
    mailer: mailbox.mailer,
    // The server's own runner is off: the tests drain the queue when they mean to.
    env: { JOBS_POLL_MS: '0' },
    extra: async (_app, deps) => {
      queues.set(deps.db, deps.jobs);
      jobDeps.set(deps.db, { db: deps.db, mailer: mailbox.mailer, files: deps.files, company: deps.config });
    },
  },
);

import { simpleParser } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import {
  ContractMessages as M,
  ContractStatuses,
  F,
  P,
  ProposalStatuses,
  ProposalTypes,
  R,
  B,
  ServiceClassifications,
  WorkAuthorizationStatuses,
} from '@canopy/shared';
import type { JobQueue } from '../src/platform/jobs/queue';
import { encryptedIds } from '../src/platform/encrypted-ids';
import { runContractMail } from '../src/modules/contracts/contract-mail';
import type { WaMailDeps } from '../src/modules/work-authorizations/work-authorization-mail';
import { describeEngines, type Session, type TestCtx } from './harness';
import { formatProposal } from './proposal-format.fixtures';
import { signInWith } from './support';
import { reportMailbox } from './support/report-mail';
import { taxRateFor } from './work-authorizations.fixtures';

const mailbox = reportMailbox();
const queues = new Map<unknown, JobQueue>();
const mailDeps = new Map<unknown, WaMailDeps>();
const API = '/api/v1/proposals';
let n = 0;

/** A contract of the format fixture (groups, a pruning and a spray program), by a Contracts Personal rep. */
async function contract(ctx: TestCtx, branchId = 1, opts: { legacy?: boolean; mailable?: boolean } = {}) {
  const p = await formatProposal(ctx, { Proposals: P, Contracts: P, InventoryItems: F }, branchId);
  const db = ctx.dbh.db;
  await db
    .updateTable('proposals')
    .set({
      proposal_type_id: ProposalTypes.Contract,
      contract_status_id: ContractStatuses.Created,
      legacy: opts.legacy ? 1 : 0,
      year_of_work: 2031,
    })
    .where('id', '=', p.id)
    .execute();
  await taxRateFor(ctx, p.locationId);
  if (opts.mailable !== false) {
    await db.updateTable('accounts').set({ do_not_email: 0 }).where('id', '=', p.accountId).execute();
    const c = await db
      .insertInto('contacts')
      .values({
        account_id: p.accountId,
        first_name: 'Robin',
        last_name: `Contract${++n}`,
        email: `robin${n}@contracts.test`,
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
  return p;
}

/** Another account's location of the branch, its account marked do-not-email: a contract moved there cannot be mailed. */
async function elsewhere(ctx: TestCtx, from: number) {
  const db = ctx.dbh.db;
  const loc = await db
    .selectFrom('account_locations')
    .select(['id', 'account_id'])
    .where('branch_id', '=', 1)
    .where('id', '<>', from)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('accounts').set({ do_not_email: 1 }).where('id', '=', loc.account_id).execute();
  return loc;
}

const office = async (ctx: TestCtx, claims: Record<string, number> = { Contracts: F }, branchId = 1) =>
  (await signInWith(ctx, `contracts${++n}-${ctx.engine}`, claims, branchId)).session;

const search = (ctx: TestCtx, s: Session, body: object = {}) =>
  ctx.call(s, 'POST', `${API}/_search`, {
    ProposalTypeId: ProposalTypes.Contract,
    YearOfWork: 2031,
    ...body,
  });
const idsOf = (res: { json(): { Proposals: { Id: number }[] } }) => res.json().Proposals.map((p) => p.Id);
const drain = (ctx: TestCtx) => queues.get(ctx.dbh.db)!.drain();

describeEngines(
  'contract list, detail and bulk actions',
  (ctx) => {
    it('searches contracts only, 10 a page, with the contract list item and the spec filters', async () => {
      const a = await contract(ctx());
      const b = await contract(ctx(), 1, { legacy: true });
      const om = await office(ctx());
      const res = await search(ctx(), om);
      expect(res.statusCode, res.body).toBe(200);
      // Legacy contracts are hidden unless asked for.
      expect(idsOf(res)).toContain(a.id);
      expect(idsOf(res)).not.toContain(b.id);
      expect(idsOf(await search(ctx(), om, { ShowLegacyContract: true }))).toEqual(
        expect.arrayContaining([a.id, b.id]),
      );
      const item = res.json().Proposals.find((p: { Id: number }) => p.Id === a.id);
      expect(item).toMatchObject({
        ProposalNumber: String(a.id).padStart(11, '0'),
        ProposalStatus: 'Created',
        ContractStatus: 'Created',
        WorkAuthorizationStatus: '',
        ServiceClassificationNames: expect.stringContaining('Spray'),
      });
      const proposals = await ctx().call(om, 'POST', `${API}/_search`, { YearOfWork: 2031 });
      expect(proposals.statusCode).toBe(403);

      const bySpray = await search(ctx(), om, { ClassificationIds: [ServiceClassifications.Spray] });
      expect(idsOf(bySpray)).toContain(a.id);
      const byLawn = await search(ctx(), om, { ClassificationIds: [ServiceClassifications.Lawn] });
      expect(idsOf(byLawn)).not.toContain(a.id);
      const byWa = await search(ctx(), om, { WAStatusIds: [WorkAuthorizationStatuses.Created] });
      expect(idsOf(byWa)).not.toContain(a.id);

      const many = await search(ctx(), om, {
        Take: undefined,
        YearOfWork: undefined,
        ShowLegacyContract: true,
      });
      expect(many.json().Proposals.length).toBeLessThanOrEqual(10);
      expect(many.json().Total).toBeGreaterThan(10);

      const header = await ctx().call(om, 'GET', `${API}/contracts`);
      expect(header.json()).toMatchObject({ PageSize: 10, CanEdit: true });
      expect(header.json().WorkAuthorizationStatuses).toHaveLength(8);
      const reader = await office(ctx(), { Contracts: R });
      expect((await ctx().call(reader, 'GET', `${API}/contracts`)).json().CanEdit).toBe(false);
      const none = await office(ctx(), { Proposals: F });
      expect((await search(ctx(), none)).statusCode).toBe(403);
      expect((await ctx().call(none, 'GET', `${API}/contracts/${a.id}`)).statusCode).toBe(403);
    });

    it('keeps another branch’s contract out of a Branch user’s list, detail and actions (404)', async () => {
      const a = await contract(ctx(), 1);
      const other = await office(ctx(), { Contracts: B | P }, 2);
      expect(idsOf(await search(ctx(), other))).not.toContain(a.id);
      expect((await ctx().call(other, 'GET', `${API}/contracts/${a.id}`)).statusCode).toBe(404);
      const confirm = await ctx().call(other, 'POST', `${API}/confirmContracts`, { proposalIds: [a.id] });
      expect(confirm.statusCode).toBe(404);
      const print = await ctx().call(other, 'POST', `${API}/print-contract-wa-bulk`, { proposalIds: [a.id] });
      expect(print.statusCode).toBe(404);
      expect(
        (await ctx().call(other, 'GET', `/api/v1/serviceItems/legacy-contract-items/${a.locationId}`))
          .statusCode,
      ).toBe(404);
      const row = await ctx()
        .dbh.db.selectFrom('proposals')
        .select('status_id')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      expect(row.status_id).toBe(ProposalStatuses.Created);
      // A Personal user reaches only their own contracts; another rep's is 404.
      const rep = await office(ctx(), { Contracts: P });
      expect((await ctx().call(rep, 'GET', `${API}/contracts/${a.id}`)).statusCode).toBe(404);
      // The contract's own rep may confirm it.
      const mine = await ctx().call(a.s, 'GET', `${API}/contracts/${a.id}`);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().CanEdit).toBe(true);
    });

    it('confirms the selected contracts together and mails them through the job queue', async () => {
      const a = await contract(ctx());
      const b = await contract(ctx());
      const om = await office(ctx());
      const empty = await ctx().call(om, 'POST', `${API}/confirmContracts`, { proposalIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().Message).toBe(M.SelectContracts);

      mailbox.clear();
      const res = await ctx().call(om, 'POST', `${API}/confirmContracts`, { proposalIds: [a.id, b.id] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Confirmed).toBe(2);
      const { JobId } = res.json();
      expect(JobId).toBeGreaterThan(0);
      const db = ctx().dbh.db;
      const rows = await db
        .selectFrom('proposals')
        .select(['status_id'])
        .where('id', 'in', [a.id, b.id])
        .execute();
      expect(rows.every((r) => r.status_id === ProposalStatuses.Confirmed)).toBe(true);
      expect(mailbox.inbox).toHaveLength(0);

      await drain(ctx());
      const job = (await ctx().call(om, 'GET', `/api/v1/jobs/${JobId}`)).json();
      expect(job).toMatchObject({
        State: 'done',
        Result: { Sent: 2, Failed: [] },
        ProgressDone: 2,
        ProgressTotal: 2,
      });
      expect(mailbox.inbox).toHaveLength(2);
      const mail = await simpleParser(mailbox.inbox[0]!.source);
      expect(mail.subject).toMatch(/^Contract \d{11} from /);
      expect(mail.text).toMatch(/\/authorization\?id=/);
      const after = await search(ctx(), om, { WAStatusIds: [WorkAuthorizationStatuses.SentToClient] });
      expect(idsOf(after)).toEqual(expect.arrayContaining([a.id, b.id]));
      const detail = (await ctx().call(om, 'GET', `${API}/contracts/${a.id}`)).json();
      expect(detail).toMatchObject({
        ContractStatus: 'Sent To Client',
        WorkAuthorizationStatus: 'Sent To Client',
      });

      // Confirmed already: refused as a whole with the spec's message, nothing else changes.
      const c = await contract(ctx());
      const again = await ctx().call(om, 'POST', `${API}/confirmContracts`, { proposalIds: [c.id, a.id] });
      expect(again.statusCode).toBe(400);
      expect(again.json().Message).toBe(M.UpdateFailed);
      expect(again.json().ModelState.Service[0]).toContain(String(a.id).padStart(11, '0'));
      const still = await db
        .selectFrom('proposals')
        .select('status_id')
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(still.status_id).toBe(ProposalStatuses.Created);
    });

    it('refuses what the caller may not change: ReadOnly 403, another rep’s contract for a Personal user 403', async () => {
      const a = await contract(ctx());
      const reader = await office(ctx(), { Contracts: R });
      expect(
        (await ctx().call(reader, 'POST', `${API}/confirmContracts`, { proposalIds: [a.id] })).statusCode,
      ).toBe(403);
      const branchRep = await office(ctx(), { Contracts: B | P }, 1);
      const res = await ctx().call(branchRep, 'POST', `${API}/confirmContracts`, { proposalIds: [a.id] });
      expect(res.statusCode).toBe(403);
      const own = await ctx().call(a.s, 'POST', `${API}/confirmContracts`, {
        proposalIds: [a.id],
        sendEmails: false,
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toEqual({ Confirmed: 1, JobId: null });
    });

    it('mails contracts only when each has a work authorization, and reports one that cannot be mailed', async () => {
      const a = await contract(ctx());
      const b = await contract(ctx());
      const loc = await elsewhere(ctx(), b.locationId);
      await ctx()
        .dbh.db.updateTable('proposals')
        .set({ account_id: loc.account_id, account_location_id: loc.id })
        .where('id', '=', b.id)
        .execute();
      await taxRateFor(ctx(), loc.id);
      const om = await office(ctx());
      const none = await ctx().call(om, 'POST', `${API}/emailContracts`, { proposalIds: [a.id] });
      expect(none.statusCode).toBe(400);
      expect(none.json().Message).toBe(M.NoWorkAuthorization);
      const one = await ctx().call(om, 'POST', `${API}/emailContract/${a.id}`);
      expect(one.statusCode).toBe(400);
      expect(one.json().Message).toBe(M.NoWorkAuthorization);

      await ctx().call(om, 'POST', `${API}/confirmContracts`, {
        proposalIds: [a.id, b.id],
        sendEmails: false,
      });
      mailbox.clear();
      const res = await ctx().call(om, 'POST', `${API}/emailContracts`, { proposalIds: [a.id, b.id] });
      expect(res.statusCode, res.body).toBe(200);
      await drain(ctx());
      const job = (await ctx().call(om, 'GET', `/api/v1/jobs/${res.json().JobId}`)).json();
      expect(job.Result.Sent).toBe(1);
      expect(job.Result.Failed).toEqual([
        { ProposalNumber: String(b.id).padStart(11, '0'), Message: expect.any(String) },
      ]);
      expect(mailbox.inbox).toHaveLength(1);

      mailbox.clear();
      const direct = await ctx().call(om, 'POST', `${API}/emailContract/${a.id}`);
      expect(direct.statusCode, direct.body).toBe(200);
      expect(direct.json().Message).toBe(M.EmailSent);
      expect(mailbox.inbox).toHaveLength(1);
    });

    it('a mail run cut off by a dying server goes on where it stopped: each customer mailed once', async () => {
      const picked = [await contract(ctx()), await contract(ctx()), await contract(ctx())].map((c) => c.id);
      const om = await office(ctx());
      await ctx().call(om, 'POST', `${API}/confirmContracts`, { proposalIds: picked, sendEmails: false });
      mailbox.clear();
      const res = await ctx().call(om, 'POST', `${API}/emailContracts`, { proposalIds: picked });
      const jobId: number = res.json().JobId;
      // The first attempt dies after its second contract, as a server killed mid-run does.
      const died = runContractMail(mailDeps.get(ctx().dbh.db)!)({
        jobId,
        payload: { proposalIds: picked },
        db: ctx().dbh.db,
        attempt: 1,
        progress: async (done) => {
          if (done === 2) throw new Error('the server stopped');
        },
      });
      await expect(died).rejects.toThrow('the server stopped');
      expect(mailbox.inbox).toHaveLength(2);

      await drain(ctx());
      const job = (await ctx().call(om, 'GET', `/api/v1/jobs/${jobId}`)).json();
      expect(job.Result).toEqual({ Sent: 3, Failed: [] });
      expect(mailbox.inbox).toHaveLength(3);
      const subjects = await Promise.all(
        mailbox.inbox.map(async (m) => (await simpleParser(m.source)).subject),
      );
      expect(subjects.map((t) => t?.match(/\d{11}/)?.[0]).sort()).toEqual(
        picked.map((id) => String(id).padStart(11, '0')).sort(),
      );
    });

    it('prints the selected work authorizations as one PDF, refused unless all have one; many print as a job', async () => {
      const a = await contract(ctx());
      const b = await contract(ctx());
      const om = await office(ctx());
      await ctx().call(om, 'POST', `${API}/confirmContracts`, { proposalIds: [a.id], sendEmails: false });
      const refused = await ctx().call(om, 'POST', `${API}/print-contract-wa-bulk`, {
        proposalIds: [a.id, b.id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(M.NoWorkAuthorization);
      const empty = await ctx().call(om, 'POST', `${API}/print-contract-wa-bulk`, { proposalIds: [] });
      expect(empty.json().Message).toBe(M.SelectContracts);

      await ctx().call(om, 'POST', `${API}/confirmContracts`, { proposalIds: [b.id], sendEmails: false });
      const res = await ctx().call(om, 'POST', `${API}/print-contract-wa-bulk`, {
        proposalIds: [a.id, b.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
      const was = await ctx()
        .dbh.db.selectFrom('work_authorizations')
        .select('status_id')
        .where('proposal_id', 'in', [a.id, b.id])
        .execute();
      expect(was.every((w) => w.status_id === WorkAuthorizationStatuses.Printed)).toBe(true);

      const more = [];
      for (let i = 0; i < 10; i++) more.push(await contract(ctx(), 1, { mailable: false }));
      const ids = more.map((m) => m.id);
      await ctx().call(om, 'POST', `${API}/confirmContracts`, { proposalIds: ids, sendEmails: false });
      const queued = await ctx().call(om, 'POST', `${API}/print-contract-wa-bulk`, {
        proposalIds: [a.id, ...ids],
      });
      expect(queued.statusCode, queued.body).toBe(202);
      await drain(ctx());
      const job = (await ctx().call(om, 'GET', `/api/v1/jobs/${queued.json().JobId}`)).json();
      expect(job).toMatchObject({ State: 'done', ProgressDone: 11, ProgressTotal: 11 });
      const file = await ctx().app.inject({ method: 'GET', url: job.Result.Url });
      expect(file.statusCode).toBe(200);
      expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(11);
    });

    it('points a legacy contract’s service line at the location’s inventory items', async () => {
      const a = await contract(ctx(), 1, { legacy: true });
      const plain = await contract(ctx());
      const om = await office(ctx());
      const items = await ctx().call(om, 'GET', `/api/v1/serviceItems/legacy-contract-items/${a.locationId}`);
      expect(items.statusCode, items.body).toBe(200);
      expect(items.json().length).toBeGreaterThanOrEqual(2);
      const detail = (await ctx().call(om, 'GET', `${API}/contracts/${a.id}`)).json();
      expect(detail.Legacy).toBe(true);
      const line = detail.Services[0];
      const chosen = [items.json()[1].Id];
      const url = `${API}/${a.id}/update-legacy-contract-service-item`;
      const res = await ctx().call(om, 'PUT', url, {
        ProposalItemServiceId: line.Id,
        NewServiceItemIds: chosen,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res
          .json()
          .Services.find((s: { Id: number }) => s.Id === line.Id)
          .ServiceItems.map((i: { Id: number }) => i.Id),
      ).toEqual(chosen);

      const other = await elsewhere(ctx(), a.locationId);
      const item = await ctx()
        .dbh.db.insertInto('service_items')
        .values({ account_location_id: other.id, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const foreign = await ctx().call(om, 'PUT', url, {
        ProposalItemServiceId: line.Id,
        NewServiceItemIds: [item.id],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().Message).toBe(M.ItemNotAtLocation);
      const notLegacy = (await ctx().call(om, 'GET', `${API}/contracts/${plain.id}`)).json();
      const refused = await ctx().call(om, 'PUT', `${API}/${plain.id}/update-legacy-contract-service-item`, {
        ProposalItemServiceId: notLegacy.Services[0].Id,
        NewServiceItemIds: [],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(M.NotLegacy);
      const reader = await office(ctx(), { Contracts: R });
      expect(
        (await ctx().call(reader, 'PUT', url, { ProposalItemServiceId: line.Id, NewServiceItemIds: [] }))
          .statusCode,
      ).toBe(403);
    });

    it('adds a contract for a location by the Contracts claim', async () => {
      const a = await contract(ctx());
      const rep = await office(ctx(), { Contracts: P, Account: F });
      const res = await ctx().call(rep, 'POST', API, {
        AccountLocationId: a.locationId,
        ProposalTypeId: ProposalTypes.Contract,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        ProposalTypeId: ProposalTypes.Contract,
        ContractStatusId: ContractStatuses.Created,
        StatusId: ProposalStatuses.Created,
      });
      const noContracts = await office(ctx(), { Proposals: F, Account: F });
      const refused = await ctx().call(noContracts, 'POST', API, {
        AccountLocationId: a.locationId,
        ProposalTypeId: ProposalTypes.Contract,
      });
      expect(refused.statusCode).toBe(403);
    });
  },
  {
    mailer: mailbox.mailer,
    // The server's own runner is off: the tests drain the queue when they mean to.
    env: { JOBS_POLL_MS: '0' },
    extra: async (_app, deps) => {
      queues.set(deps.db, deps.jobs);
      mailDeps.set(deps.db, {
        db: deps.db,
        ids: encryptedIds(deps.config.encryptionSecret),
        mailer: mailbox.mailer,
        publicUrl: deps.config.publicUrl,
        companyName: deps.config.companyName,
      });
    },
  },
);

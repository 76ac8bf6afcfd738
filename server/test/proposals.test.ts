import { expect, it } from 'vitest';
import {
  LIST_COUNT_HEADER,
  ProposalMessages as M,
  ProposalStatuses as S,
  type ConfirmResult,
  type CoverLetter,
  type Proposal,
  type ProposalNote,
  type ProposalSearchResult,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { signInWith } from './support';

const BASE = '/api/v1/proposals';

/** A demo location of the branch, with its account. */
async function locationIn(db: Db, branchId: number) {
  return db
    .selectFrom('account_locations')
    .select(['id', 'account_id', 'branch_id'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function create(ctx: TestCtx, s: Session, locationId: number, over: object = {}) {
  const res = await ctx.call(s, 'POST', BASE, { Id: 0, AccountLocationId: locationId, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Proposal;
}

async function search(ctx: TestCtx, s: Session, body: object) {
  const res = await ctx.call(s, 'POST', `${BASE}/_search`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProposalSearchResult;
}

describeEngines('proposals', (ctx) => {
  it('adds a proposal for a location as Created, numbered and padded, and finds it in the list', async () => {
    const db = ctx().dbh.db;
    const loc = await locationIn(db, 1);
    const rep = await ctx().login('arborist');
    const p = await create(ctx(), rep, loc.id, { StatusId: S.Confirmed });
    expect(p.StatusId).toBe(S.Created);
    expect(p.ProposalStatus).toBe('Created');
    expect(p.ProposalNumber).toMatch(/^\d{11}$/);
    expect(Number(p.ProposalNumber)).toBe(p.Id);
    expect(p.SalesRepId).toBe(6); // the demo arborist
    expect(p.AccountId).toBe(loc.account_id);
    expect(p.BranchId).toBe(1);
    expect(p.CanEdit).toBe(true);

    const byNumber = await search(ctx(), rep, { Query: p.ProposalNumber });
    expect(byNumber.Proposals.map((x) => x.Id)).toEqual([p.Id]);
    expect(byNumber.Total).toBe(1);
    const byName = await search(ctx(), rep, { Query: p.AccountName.split(' ')[0], StatusIds: [S.Created] });
    expect(byName.Proposals.map((x) => x.Id)).toContain(p.Id);
    const today = p.CreatedDate.slice(0, 10);
    const inWeek = await search(ctx(), rep, { FromDate: today, ToDate: today, Take: 10 });
    expect(inWeek.Proposals.map((x) => x.Id)).toContain(p.Id);
    const before = await search(ctx(), rep, { FromDate: '2001-01-01', ToDate: '2001-01-07' });
    expect(before.Proposals.map((x) => x.Id)).not.toContain(p.Id);
    const quick = await ctx().call(rep, 'GET', `${BASE}/_search?q=${p.ProposalNumber}&skip=0&take=10`);
    expect((quick.json() as ProposalSearchResult).Proposals.map((x) => x.Id)).toEqual([p.Id]);
  });

  it('pages the list 10 at a time with the total', async () => {
    const loc = await locationIn(ctx().dbh.db, 1);
    const admin = await ctx().login('admin');
    for (let i = 0; i < 11; i++) await create(ctx(), admin, loc.id, { YearOfWork: 2031 });
    const first = await search(ctx(), admin, { YearOfWork: 2031 });
    expect(first.Proposals).toHaveLength(10);
    expect(first.Total).toBe(11);
    const second = await search(ctx(), admin, { YearOfWork: 2031, Skip: 10 });
    expect(second.Proposals).toHaveLength(1);
  });

  it('refuses a proposal without a location and stores nothing', async () => {
    const rep = await ctx().login('arborist');
    const { n: before } = await ctx()
      .dbh.db.selectFrom('proposals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await ctx().call(rep, 'POST', BASE, { Id: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.AccountLocationId).toEqual([M.LocationRequired]);
    const { n: after } = await ctx()
      .dbh.db.selectFrom('proposals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after)).toBe(Number(before));
  });

  it("never shows another rep's or another branch's proposal, and refuses callers without the claim", async () => {
    const db = ctx().dbh.db;
    const rep = await ctx().login('arborist');
    const mine = await create(ctx(), rep, (await locationIn(db, 1)).id);
    const other = await ctx().login('arborist2');
    expect((await ctx().call(other, 'GET', `${BASE}/${mine.Id}`)).statusCode).toBe(404);
    expect((await ctx().call(other, 'PUT', `${BASE}/${mine.Id}/cancel`)).statusCode).toBe(404);
    const theirs = await search(ctx(), other, { Query: mine.ProposalNumber });
    expect(theirs.Total).toBe(0);
    const { session: branch2 } = await signInWith(ctx(), 'proposals-branch2', { Proposals: 4 }, 2);
    expect((await ctx().call(branch2, 'GET', `${BASE}/${mine.Id}`)).statusCode).toBe(404);
    expect((await search(ctx(), branch2, { Query: mine.ProposalNumber })).Total).toBe(0);
    const { session: branch1 } = await signInWith(ctx(), 'proposals-branch1', { Proposals: 4 }, 1);
    expect((await ctx().call(branch1, 'GET', `${BASE}/${mine.Id}`)).statusCode).toBe(200);
    // Branch Manager holds ReadOnly and Personal: it sees every proposal, changes only its own.
    const manager = await ctx().login('branchmanager');
    const seen = await ctx().call(manager, 'GET', `${BASE}/${mine.Id}`);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as Proposal).CanEdit).toBe(false);
    expect((await ctx().call(manager, 'PUT', `${BASE}/${mine.Id}/cancel`)).statusCode).toBe(403);
    const foreman = await ctx().login('foreman');
    expect((await ctx().call(foreman, 'POST', `${BASE}/_search`, {})).statusCode).toBe(403);
    expect((await ctx().call(foreman, 'GET', `${BASE}/${mine.Id}`)).statusCode).toBe(403);
  });

  it('answers GET proposals and GET proposals/_search by q/skip/take with the reach of POST _search', async () => {
    const db = ctx().dbh.db;
    const rep = await ctx().login('arborist');
    const mine = await create(ctx(), rep, (await locationIn(db, 1)).id);
    const list = async (s: Session, path: string) => {
      const res = await ctx().call(s, 'GET', `${BASE}${path}?q=${mine.ProposalNumber}&skip=0&take=10`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ProposalSearchResult).Proposals.map((x) => x.Id);
    };
    for (const path of ['', '/_search']) {
      expect(await list(rep, path)).toEqual([mine.Id]);
      const body = (await ctx().call(rep, 'GET', `${BASE}${path}?q=${mine.ProposalNumber}`)).json();
      expect(body.Total).toBe(1);
      expect(await list(await ctx().login('arborist2'), path)).toEqual([]);
      const { session: branch2 } = await signInWith(ctx(), `proposals-get-b2${path}`, { Proposals: 4 }, 2);
      expect(await list(branch2, path)).toEqual([]);
      const { session: branch1 } = await signInWith(ctx(), `proposals-get-b1${path}`, { Proposals: 4 }, 1);
      expect(await list(branch1, path)).toEqual([mine.Id]);
      const foreman = await ctx().login('foreman');
      expect((await ctx().call(foreman, 'GET', `${BASE}${path}`)).statusCode).toBe(403);
    }
    const admin = await ctx().login('admin');
    const paged = await ctx().call(admin, 'GET', `${BASE}?skip=0&take=3`);
    expect((paged.json() as ProposalSearchResult).Proposals).toHaveLength(3);
    expect((paged.json() as ProposalSearchResult).Total).toBeGreaterThan(3);
  });

  it('saves the basic info against its Version and answers a stale save with 409 and the current record', async () => {
    const rep = await ctx().login('arborist');
    const p = await create(ctx(), rep, (await locationIn(ctx().dbh.db, 1)).id);
    const ok = await ctx().call(rep, 'PUT', BASE, {
      Id: p.Id,
      Version: p.Version,
      Notes: 'Two oaks',
      YearOfWork: 2027,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as Proposal).Version).toBe(p.Version + 1);
    const stale = await ctx().call(rep, 'PUT', `${BASE}/${p.Id}`, {
      Id: p.Id,
      Version: p.Version,
      Notes: 'x',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.Notes).toBe('Two oaks');
    // Personal access cannot hand the proposal to another rep.
    const away = await ctx().call(rep, 'PUT', BASE, { Id: p.Id, Version: p.Version + 1, SalesRepId: 7 });
    expect(away.statusCode).toBe(400);
    expect(away.json().ModelState.SalesRepId).toEqual([M.SalesRepRequired]);
  });

  it('keeps notes 12 a page, newest first; changing a listed note needs Full', async () => {
    const rep = await ctx().login('arborist');
    const p = await create(ctx(), rep, (await locationIn(ctx().dbh.db, 1)).id);
    const blank = await ctx().call(rep, 'POST', `${BASE}/${p.Id}/notes`, { Notes: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().Message).toBe(M.NoteSaveFailed);
    let last: ProposalNote | undefined;
    for (let i = 1; i <= 13; i++) {
      const res = await ctx().call(rep, 'POST', `${BASE}/${p.Id}/notes`, {
        Notes: `Note ${i}`,
        TypeId: 2,
        StatusId: 1,
        PrintOnWorkOrder: i === 13,
      });
      expect(res.statusCode, res.body).toBe(200);
      last = res.json() as ProposalNote;
    }
    const page = await ctx().call(rep, 'POST', `${BASE}/${p.Id}/notes/_search`, { Skip: 0 });
    expect(page.headers[LIST_COUNT_HEADER.toLowerCase()]).toBe('13');
    const notes = page.json() as ProposalNote[];
    expect(notes).toHaveLength(12);
    expect(notes[0]!.PrintOnWorkOrder).toBe(true);
    const change = { Id: last!.Id, Notes: 'Changed', TypeId: 1, StatusId: 2 };
    expect((await ctx().call(rep, 'PUT', `${BASE}/${p.Id}/notes`, change)).statusCode).toBe(403);
    const office = await ctx().login('officemanager');
    const changed = await ctx().call(office, 'PUT', `${BASE}/${p.Id}/notes`, change);
    expect((changed.json() as ProposalNote).Notes).toBe('Changed');
    const gone = await ctx().call(office, 'DELETE', `${BASE}/${p.Id}/notes?noteId=${last!.Id}`);
    expect(gone.statusCode).toBe(200);
    const after = await ctx().call(rep, 'GET', `${BASE}/${p.Id}/notes`);
    expect(after.headers[LIST_COUNT_HEADER.toLowerCase()]).toBe('12');
  });

  it('starts the cover letter from a default text and keeps the saved one', async () => {
    const rep = await ctx().login('arborist');
    const p = await create(ctx(), rep, (await locationIn(ctx().dbh.db, 1)).id);
    const first = (await ctx().call(rep, 'GET', `${BASE}/${p.Id}/coverLetter`)).json() as CoverLetter;
    expect(first.Id).toBe(0);
    expect(first.Text).toContain(p.AccountName);
    const saved = await ctx().call(rep, 'POST', `${BASE}/${p.Id}/coverLetter`, {
      Id: 0,
      ProposalId: p.Id,
      Text: 'Dear customer, here is our plan.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await ctx().call(rep, 'PUT', `${BASE}/${p.Id}/coverLetter`, { ProposalId: p.Id, Text: 'Second draft' });
    const text = await ctx().call(rep, 'GET', `${BASE}/${p.Id}/coverLetterText`);
    expect(text.json()).toEqual({ Text: 'Second draft' });
  });

  it('cancels: status Cancelled, and the server refuses every edit after', async () => {
    const rep = await ctx().login('arborist');
    const p = await create(ctx(), rep, (await locationIn(ctx().dbh.db, 1)).id);
    const res = await ctx().call(rep, 'PUT', `${BASE}/${p.Id}/cancel`);
    const cancelled = res.json() as Proposal;
    expect(cancelled.StatusId).toBe(S.Cancelled);
    expect(cancelled.CanEdit).toBe(false);
    const refusals = await Promise.all([
      ctx().call(rep, 'PUT', BASE, { Id: p.Id, Version: cancelled.Version, Notes: 'x' }),
      ctx().call(rep, 'POST', `${BASE}/${p.Id}/notes`, { Notes: 'late' }),
      ctx().call(rep, 'PUT', `${BASE}/${p.Id}/coverLetter`, { Text: 'late' }),
      ctx().call(rep, 'PUT', `${BASE}/${p.Id}/promotions`, []),
      ctx().call(rep, 'PUT', `${BASE}/${p.Id}/cancel`),
      ctx().call(rep, 'POST', `${BASE}/confirmProposal/${p.Id}`),
    ]);
    for (const r of refusals) {
      expect(r.statusCode).toBe(400);
      expect(r.json().Message).toBe(M.Cancelled);
    }
  });

  it('confirms only with a service group, then offers to send or, for do-not-email accounts, to view', async () => {
    const db = ctx().dbh.db;
    const loc = await locationIn(db, 1);
    const rep = await ctx().login('arborist');
    const p = await create(ctx(), rep, loc.id);
    const empty = await ctx().call(rep, 'POST', `${BASE}/confirmProposal/${p.Id}`);
    expect(empty.statusCode).toBe(400);
    expect((await ctx().call(rep, 'GET', `${BASE}/${p.Id}`)).json().StatusId).toBe(S.Created);
    await db
      .insertInto('proposal_service_groups')
      .values({ proposal_id: p.Id, service_group_id: 1 })
      .execute();
    await db.updateTable('accounts').set({ do_not_email: 0 }).where('id', '=', loc.account_id).execute();
    const ok = (await ctx().call(rep, 'POST', `${BASE}/confirmProposal/${p.Id}`)).json() as ConfirmResult;
    expect(ok.Proposal.StatusId).toBe(S.Confirmed);
    expect(ok.Offer).toBe('send');
    const again = await ctx().call(rep, 'POST', `${BASE}/confirmProposal/${p.Id}`);
    expect(again.statusCode).toBe(400);

    // Two confirms at once: one is the confirmation, the other is refused.
    const r = await create(ctx(), rep, loc.id);
    await db
      .insertInto('proposal_service_groups')
      .values({ proposal_id: r.Id, service_group_id: 1 })
      .execute();
    const both = await Promise.all(
      [1, 2].map(() => ctx().call(rep, 'POST', `${BASE}/confirmProposal/${r.Id}`)),
    );
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 400]);

    const q = await create(ctx(), rep, loc.id);
    await db
      .insertInto('proposal_service_groups')
      .values({ proposal_id: q.Id, service_group_id: 2 })
      .execute();
    await db.updateTable('accounts').set({ do_not_email: 1 }).where('id', '=', loc.account_id).execute();
    const view = (await ctx().call(rep, 'POST', `${BASE}/confirmProposal/${q.Id}`)).json() as ConfirmResult;
    expect(view.Offer).toBe('view');
    await db.updateTable('accounts').set({ do_not_email: 0 }).where('id', '=', loc.account_id).execute();
  });

  it("takes purchase orders from the proposal's account only, and live promotions", async () => {
    const db = ctx().dbh.db;
    const loc = await locationIn(db, 1);
    const admin = await ctx().login('admin');
    const p = await create(ctx(), admin, loc.id);
    const [own, foreign] = await Promise.all([
      db
        .insertInto('account_purchase_orders')
        .values({ account_id: loc.account_id, po: `PO-${p.Id}` })
        .returning('id')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('accounts')
        .select('id')
        .where('id', '<>', loc.account_id)
        .executeTakeFirstOrThrow()
        .then((a) =>
          db
            .insertInto('account_purchase_orders')
            .values({ account_id: a.id, po: `X-${p.Id}` })
            .returning('id')
            .executeTakeFirstOrThrow(),
        ),
    ]);
    const bad = await ctx().call(admin, 'PUT', `${BASE}/${p.Id}/purchaseOrders`, [
      { Id: own.id },
      { Id: foreign.id },
    ]);
    expect(bad.statusCode).toBe(400);
    expect((await ctx().call(admin, 'GET', `${BASE}/${p.Id}`)).json().AccountPOs).toEqual([]);
    const good = await ctx().call(admin, 'PUT', `${BASE}/${p.Id}/purchaseOrders`, [{ Id: own.id }]);
    expect((good.json() as Proposal).AccountPOs).toEqual([{ Id: own.id, Po: `PO-${p.Id}` }]);

    const promo = await db
      .selectFrom('promotions')
      .select(['id', 'name'])
      .where('active', '=', 1)
      .where('archived', '=', 0)
      .executeTakeFirstOrThrow();
    const withPromo = await ctx().call(admin, 'PUT', `${BASE}/${p.Id}/promotions`, [{ Id: promo.id }]);
    expect((withPromo.json() as Proposal).Promotions.map((x) => x.Name)).toEqual([promo.name]);
  });

  it('deletes a Created proposal or its cover letter through DELETE proposals/{target}/{id}', async () => {
    const rep = await ctx().login('arborist');
    const p = await create(ctx(), rep, (await locationIn(ctx().dbh.db, 1)).id);
    await ctx().call(rep, 'PUT', `${BASE}/${p.Id}/coverLetter`, { Text: 'Letter' });
    expect((await ctx().call(rep, 'DELETE', `${BASE}/CoverLetter/${p.Id}`)).statusCode).toBe(200);
    expect(((await ctx().call(rep, 'GET', `${BASE}/${p.Id}/coverLetter`)).json() as CoverLetter).Id).toBe(0);
    expect((await ctx().call(rep, 'DELETE', `${BASE}/Nothing/${p.Id}`)).statusCode).toBe(404);
    expect((await ctx().call(rep, 'DELETE', `${BASE}/Proposal/${p.Id}`)).statusCode).toBe(200);
    expect((await ctx().call(rep, 'GET', `${BASE}/${p.Id}`)).statusCode).toBe(404);
  });

  it('refuses DELETE proposals/{id}/Proposal once the proposal has left Created, and keeps it', async () => {
    const rep = await ctx().login('arborist');
    const p = await create(ctx(), rep, (await locationIn(ctx().dbh.db, 1)).id);
    await ctx()
      .dbh.db.updateTable('proposals')
      .set({ status_id: S.PendingReview })
      .where('id', '=', p.Id)
      .execute();
    const res = await ctx().call(rep, 'DELETE', `${BASE}/Proposal/${p.Id}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Only a proposal in status Created can be deleted.');
    expect((await ctx().call(rep, 'GET', `${BASE}/${p.Id}`)).statusCode).toBe(200);
  });

  it('opens the list on the payroll week, Thursday to Wednesday', async () => {
    const rep = await ctx().login('arborist');
    const h = (await ctx().call(rep, 'GET', `${BASE}/header`)).json();
    expect(new Date(`${h.FromDate}T00:00:00Z`).getUTCDay()).toBe(4);
    expect(h.PageSize).toBe(10);
    expect(h.CanAdd).toBe(true);
    const statuses = (await ctx().call(rep, 'GET', `${BASE}/proposalStatuses`)).json();
    expect(statuses).toHaveLength(8);
    const branches = (await ctx().call(rep, 'GET', `${BASE}/proposalBranches`)).json();
    expect(branches.map((b: { Id: number }) => b.Id)).toEqual([1]);
  });
});

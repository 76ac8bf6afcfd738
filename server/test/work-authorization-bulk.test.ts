import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import {
  B,
  R,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type ConfirmWorkAuthorizationsAnswer,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { signInWith } from './support';
import { reportMailbox } from './support/report-mail';
import { approveService, confirmedWa, getWa, servicesOf } from './work-authorizations.fixtures';

const mailbox = reportMailbox();
const BULK = '/api/v1/proposals/confirmWorkAuthorizations';

/** A confirmed proposal's authorization with its first service approved and a contact to mail. */
async function readyWa(ctx: TestCtx) {
  const wa = await confirmedWa(ctx);
  const first = servicesOf(await getWa(ctx, wa.office, wa.id))[0]!;
  await approveService(ctx, wa.p.s, wa.id, first.Id, true);
  const db = ctx.dbh.db;
  await db.updateTable('accounts').set({ do_not_email: 0 }).where('id', '=', wa.p.accountId).execute();
  const c = await db
    .insertInto('contacts')
    .values({
      account_id: wa.p.accountId,
      first_name: 'Lee',
      last_name: 'Park',
      email: `lee${wa.id}@park.test`,
      status_id: 1,
      receives_proposal: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_location_contacts')
    .values({ location_id: wa.p.locationId, contact_id: c.id })
    .execute();
  return wa;
}

const workOrders = async (ctx: TestCtx, waId: number) =>
  (
    await ctx.dbh.db
      .selectFrom('work_orders')
      .select('id')
      .where('work_authorization_id', '=', waId)
      .execute()
  ).length;

describeEngines(
  'confirming work authorizations in bulk',
  (ctx) => {
    const bulk = (s: Session, body: object) => ctx().call(s, 'POST', BULK, body);

    it('confirms each selected authorization by the info rules, mails its customer, and says why the others were not', async () => {
      const ready = await readyWa(ctx());
      const idle = await confirmedWa(ctx());
      mailbox.clear();
      const res = await bulk(ready.office, { ProposalIds: [ready.p.id, idle.p.id, 987_654] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ConfirmWorkAuthorizationsAnswer>()).toEqual({
        Confirmed: [{ ProposalId: ready.p.id, WorkAuthorizationId: ready.id }],
        Emailed: [ready.p.id],
        Failed: [
          { ProposalId: idle.p.id, Message: M.NothingApproved },
          { ProposalId: 987_654, Message: M.NotFound },
        ],
      });
      const done = await getWa(ctx(), ready.office, ready.id);
      expect(done.StatusId).toBe(S.Confirmed);
      expect(done.WorkOrderIds.length).toBeGreaterThan(0);
      expect(await workOrders(ctx(), ready.id)).toBe(done.WorkOrderIds.length);
      expect((await getWa(ctx(), idle.office, idle.id)).StatusId).toBe(S.Created);
      expect(mailbox.inbox).toHaveLength(1);
      const mail = await simpleParser(mailbox.inbox[0]!.source);
      expect(mail.subject).toMatch(/confirmed$/);
      expect(mail.to).toBeTruthy();

      // Already confirmed: refused as closed, nothing made twice.
      const again = await bulk(ready.office, { ProposalIds: [ready.p.id], SendEmails: false });
      expect(again.json<ConfirmWorkAuthorizationsAnswer>().Failed).toEqual([
        { ProposalId: ready.p.id, Message: M.Closed },
      ]);
      expect(await workOrders(ctx(), ready.id)).toBe(done.WorkOrderIds.length);
    });

    it('sends nothing when asked not to, and holds back for the down payment', async () => {
      const quiet = await readyWa(ctx());
      mailbox.clear();
      const res = await bulk(quiet.office, { ProposalIds: [quiet.p.id], SendEmails: false });
      expect(res.json<ConfirmWorkAuthorizationsAnswer>().Confirmed).toHaveLength(1);
      expect(res.json<ConfirmWorkAuthorizationsAnswer>().Emailed).toEqual([]);
      expect(mailbox.inbox).toHaveLength(0);

      const owing = await readyWa(ctx());
      await ctx()
        .dbh.db.updateTable('accounts')
        .set({ minimum_down_payment_bp: 1000 })
        .where('id', '=', owing.p.accountId)
        .execute();
      const held = await bulk(owing.office, { ProposalIds: [owing.p.id] });
      expect(held.json<ConfirmWorkAuthorizationsAnswer>().Failed).toEqual([
        { ProposalId: owing.p.id, Message: M.DownPaymentTooLow },
      ]);
      expect((await getWa(ctx(), owing.office, owing.id)).StatusId).toBe(S.Created);
    });

    it("needs a selection and the edit claim, and keeps another branch's authorizations out of reach", async () => {
      const ready = await readyWa(ctx());
      const empty = await bulk(ready.office, { ProposalIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().ModelState.Service).toEqual([M.SelectSome]);

      const reader = await signInWith(ctx(), `wa-bulk-reader-${ctx().engine}`, { WorkAuthorizations: R }, 1);
      expect((await bulk(reader.session, { ProposalIds: [ready.p.id] })).statusCode).toBe(403);

      const elsewhere = await signInWith(ctx(), `wa-bulk-b2-${ctx().engine}`, { WorkAuthorizations: B }, 2);
      const res = await bulk(elsewhere.session, { ProposalIds: [ready.p.id] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ConfirmWorkAuthorizationsAnswer>().Failed).toEqual([
        { ProposalId: ready.p.id, Message: M.NotFound },
      ]);
      expect((await getWa(ctx(), ready.office, ready.id)).StatusId).toBe(S.Created);
    });
  },
  { mailer: mailbox.mailer },
);

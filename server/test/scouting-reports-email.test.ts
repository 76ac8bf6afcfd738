import { expect, it } from 'vitest';
import { ScoutingReportMessages as M, type ScoutingReportSent } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { customerWorkOrder, reportMailbox } from './support/report-mail';
import { makeWorkOrder } from './work-order-fixtures';
import { addInventoryItem } from './work-order-services.fixtures';

const BASE = '/api/v1/workOrders/workOrderScoutingInfo';

const mailbox = reportMailbox();

/** A work order whose location's primary contact has the given e-mail, and one scouting entry. */
async function reported(ctx: TestCtx, s: Session, email: string | null) {
  const db = ctx.dbh.db;
  const { workOrderId, locationId, accountId, contactId } = await customerWorkOrder(ctx, email);
  const tree = await addInventoryItem(db, locationId, { type: 'Tree', place: 'Front Yard' });
  const borer = await db
    .selectFrom('inventory_meta_items')
    .select('id')
    .where('name', '=', 'Emerald Ash Borer')
    .executeTakeFirstOrThrow();
  const entry = await ctx.call(s, 'POST', BASE, {
    WorkOrderId: workOrderId,
    ServiceItemId: tree,
    Insects: [borer.id],
    OtherDiseases: [{ Name: 'Cankers', ScientificName: 'Cytospora' }],
    Notes: 'Thin crown.',
  });
  expect(entry.statusCode).toBe(200);
  await ctx.call(s, 'PUT', `${BASE}/${workOrderId}/updateNotes`, { ScoutingReportNotes: 'Treat in spring.' });
  return { workOrderId, accountId, contactId };
}

describeEngines(
  'work order scouting report email',
  (ctx) => {
    const send = (s: Session, workOrderId: number, query = '') =>
      ctx().call(s, 'GET', `${BASE}/${workOrderId}/emailScoutingReport${query}`);

    it('mails the report to the location contact and marks it sent; a resend needs confirming', async () => {
      const arborist = await ctx().login('arborist');
      const { workOrderId } = await reported(ctx(), arborist, 'dana@whitfield.test');
      mailbox.clear();
      const res = await send(arborist, workOrderId);
      expect(res.statusCode).toBe(200);
      expect(res.json<ScoutingReportSent>()).toEqual({
        Message: M.Sent,
        To: 'dana@whitfield.test',
        WasAlreadySent: false,
        SentScoutingReport: true,
      });
      expect(mailbox.inbox).toHaveLength(1);
      expect(mailbox.inbox[0]!.to).toEqual(['dana@whitfield.test']);
      const raw = mailbox.inbox[0]!.raw;
      expect(raw).toContain('Subject: Scouting Report for');
      expect(raw).toContain('Dear Dana Whitfield,');
      expect(raw).toContain('Insects: Emerald Ash Borer (Agrilus planipennis)');
      expect(raw).toContain('Diseases: Cankers (Cytospora)');
      expect(raw).toContain('Notes: Thin crown.');
      expect(raw).toContain('Notes: Treat in spring.');
      expect((await ctx().call(arborist, 'GET', `${BASE}/${workOrderId}`)).json().SentScoutingReport).toBe(
        true,
      );

      const again = await send(arborist, workOrderId);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ Message: M.AlreadySent, AlreadySent: true });
      expect(mailbox.inbox).toHaveLength(1);
      const confirmed = await send(arborist, workOrderId, '?resend=true&shortVersion=true');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().WasAlreadySent).toBe(true);
      expect(mailbox.inbox).toHaveLength(2);
      const short = mailbox.inbox[1]!.raw;
      expect(short).toContain('Subject: Scouting Report (Short Version) for');
      expect(short).toContain('Insects: Emerald Ash Borer');
      expect(short).not.toContain('Agrilus planipennis');
      expect(short).not.toContain('Thin crown.');
    });

    it('falls back to the billing contact, and refuses when nobody can receive it', async () => {
      const db = ctx().dbh.db;
      const arborist = await ctx().login('arborist');
      const { workOrderId, accountId } = await reported(ctx(), arborist, null);
      expect((await send(arborist, workOrderId)).json().ModelState.Service).toEqual([M.NoRecipient]);
      await db
        .insertInto('contacts')
        .values({
          account_id: accountId,
          first_name: 'Lee',
          last_name: 'Ortiz',
          email: 'billing@whitfield.test',
          receives_billing: 1,
          status_id: 1,
        })
        .execute();
      mailbox.clear();
      const res = await send(arborist, workOrderId);
      expect(res.json().To).toBe('billing@whitfield.test');
      expect(mailbox.inbox[0]!.to).toEqual(['billing@whitfield.test']);
    });

    it('respects Do Not Email and sends no empty report', async () => {
      const db = ctx().dbh.db;
      const arborist = await ctx().login('arborist');
      const { workOrderId, accountId } = await reported(ctx(), arborist, 'dana@whitfield.test');
      await db.updateTable('accounts').set({ do_not_email: 1 }).where('id', '=', accountId).execute();
      expect((await send(arborist, workOrderId)).json().ModelState.Service).toEqual([M.DoNotEmail]);
      const empty = await makeWorkOrder(db);
      expect((await send(arborist, empty)).json().ModelState.Service).toEqual([M.NoEntries]);
    });

    it('answers a failed send with the spec message and leaves the report unsent', async () => {
      const arborist = await ctx().login('arborist');
      const { workOrderId } = await reported(ctx(), arborist, 'dana@whitfield.test');
      await mailbox.whileDown(async () => {
        const res = await send(arborist, workOrderId);
        expect(res.statusCode).toBe(502);
        expect(res.json().Message).toBe(M.SendFailed);
        expect((await send(arborist, workOrderId, '?ShortVersion=true')).json().Message).toBe(
          M.SendShortFailed,
        );
      });
      expect((await ctx().call(arborist, 'GET', `${BASE}/${workOrderId}`)).json().SentScoutingReport).toBe(
        false,
      );
    });

    it('needs WorkOrders_ScoutingReport Full and the work order in reach', async () => {
      const arborist = await ctx().login('arborist');
      const { workOrderId } = await reported(ctx(), arborist, 'dana@whitfield.test');
      // The office manager views scouting reports (ReadOnly) but may not send them.
      expect((await send(await ctx().login('officemanager'), workOrderId)).statusCode).toBe(403);
      expect((await send(await ctx().login('branchmanager2'), workOrderId)).statusCode).toBe(404);
      expect((await send(await ctx().login('arborist2'), workOrderId)).statusCode).toBe(404);
    });
  },
  { mailer: mailbox.mailer },
);

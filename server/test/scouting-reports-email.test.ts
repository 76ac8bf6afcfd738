import { afterAll, beforeAll, expect, it } from 'vitest';
import { ScoutingReportMessages as M, type ScoutingReportSent } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { smtpInbox, smtpMailer } from './support';
import { makeWorkOrder } from './work-order-fixtures';
import { addInventoryItem, locationOf } from './work-order-services.fixtures';

const BASE = '/api/v1/workOrders/workOrderScoutingInfo';

let smtp: Awaited<ReturnType<typeof smtpInbox>>;
let mailDown = false;
beforeAll(async () => {
  smtp = await smtpInbox();
});
afterAll(() => smtp.close());

/** A work order whose location's primary contact has the given e-mail, and one scouting entry. */
async function reported(ctx: TestCtx, s: Session, email: string | null) {
  const db = ctx.dbh.db;
  const workOrderId = await makeWorkOrder(db);
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
  return { workOrderId, accountId: wo.account_id, contactId: contact.id };
}

describeEngines(
  'work order scouting report email',
  (ctx) => {
    const send = (s: Session, workOrderId: number, query = '') =>
      ctx().call(s, 'GET', `${BASE}/${workOrderId}/emailScoutingReport${query}`);

    it('mails the report to the location contact and marks it sent; a resend needs confirming', async () => {
      const arborist = await ctx().login('arborist');
      const { workOrderId } = await reported(ctx(), arborist, 'dana@whitfield.test');
      smtp.inbox.length = 0;
      const res = await send(arborist, workOrderId);
      expect(res.statusCode).toBe(200);
      expect(res.json<ScoutingReportSent>()).toEqual({
        Message: M.Sent,
        To: 'dana@whitfield.test',
        WasAlreadySent: false,
        SentScoutingReport: true,
      });
      expect(smtp.inbox).toHaveLength(1);
      expect(smtp.inbox[0]!.to).toEqual(['dana@whitfield.test']);
      const raw = smtp.inbox[0]!.raw;
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
      expect(smtp.inbox).toHaveLength(1);
      const confirmed = await send(arborist, workOrderId, '?resend=true&shortVersion=true');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().WasAlreadySent).toBe(true);
      expect(smtp.inbox).toHaveLength(2);
      const short = smtp.inbox[1]!.raw;
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
      smtp.inbox.length = 0;
      const res = await send(arborist, workOrderId);
      expect(res.json().To).toBe('billing@whitfield.test');
      expect(smtp.inbox[0]!.to).toEqual(['billing@whitfield.test']);
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
      mailDown = true;
      try {
        const res = await send(arborist, workOrderId);
        expect(res.statusCode).toBe(502);
        expect(res.json().Message).toBe(M.SendFailed);
        expect((await send(arborist, workOrderId, '?ShortVersion=true')).json().Message).toBe(
          M.SendShortFailed,
        );
      } finally {
        mailDown = false;
      }
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
  // Port 1 refuses connections: the send fails as a down mail server would.
  { mailer: smtpMailer(() => (mailDown ? 'smtp://127.0.0.1:1' : smtp.url)) },
);

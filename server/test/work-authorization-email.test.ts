import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { WorkAuthorizationMessages as M, WorkAuthorizationStatuses as S } from '@canopy/shared';
import { describeEngines } from './harness';
import { reportMailbox } from './support/report-mail';
import { confirmedWa, getWa, WA } from './work-authorizations.fixtures';

const mailbox = reportMailbox();

describeEngines(
  'work authorization e-mail',
  (ctx) => {
    it("mails the customer's link to the location's contacts, marks it Sent To Client, and the link opens it", async () => {
      const { id, office, p } = await confirmedWa(ctx());
      const db = ctx().dbh.db;
      await db.updateTable('accounts').set({ do_not_email: 0 }).where('id', '=', p.accountId).execute();
      const c = await db
        .insertInto('contacts')
        .values({
          account_id: p.accountId,
          first_name: 'Dana',
          last_name: 'Whitfield',
          email: 'dana@whitfield.test',
          status_id: 1,
          receives_proposal: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('account_location_contacts')
        .values({ location_id: p.locationId, contact_id: c.id })
        .execute();
      mailbox.clear();
      const res = await ctx().call(office, 'POST', `/api/v1/proposals/emailWorkAuthorization/${p.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Message).toBe(M.EmailSent);
      expect(res.json().SentTo).toContain('dana@whitfield.test');
      expect(mailbox.inbox).toHaveLength(1);
      const mail = await simpleParser(mailbox.inbox[0]!.source);
      const link = /\/authorization\?id=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
      expect(link).toBeTruthy();
      const opened = await ctx().app.inject({ method: 'GET', url: `${WA}/getByEncryptedId/${link}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().Id).toBe(id);
      expect((await getWa(ctx(), office, id)).StatusId).toBe(S.SentToClient);

      await db.updateTable('accounts').set({ do_not_email: 1 }).where('id', '=', p.accountId).execute();
      mailbox.clear();
      const refused = await ctx().call(office, 'POST', `/api/v1/proposals/emailWorkAuthorization/${p.id}`);
      expect(refused.statusCode).toBe(400);
      expect(mailbox.inbox).toHaveLength(0);
    });
  },
  { mailer: mailbox.mailer },
);

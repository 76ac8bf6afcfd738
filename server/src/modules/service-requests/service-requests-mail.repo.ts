import { ContactStatuses } from '@canopy/shared';
import type { Db } from '../../platform/db';

/** Who a request is mailed to, and the writes that tie proposals to requests. */
export function requestLinksRepo(db: Db) {
  return {
    /** The location's primary contact, else the account's billing contact, else its primary one, with an e-mail. */
    async customerEmail(locationId: number, accountId: number): Promise<string | null> {
      const contacts = db
        .selectFrom('contacts as c')
        .select('c.email')
        .where('c.status_id', '=', ContactStatuses.Active)
        .where('c.email', 'is not', null)
        .where('c.email', '<>', '');
      const found =
        (await contacts
          .innerJoin('account_location_contacts as lc', 'lc.contact_id', 'c.id')
          .where('lc.location_id', '=', locationId)
          .where('lc.is_primary', '=', 1)
          .executeTakeFirst()) ??
        (await contacts
          .where('c.account_id', '=', accountId)
          .where('c.receives_billing', '=', 1)
          .orderBy('c.id')
          .executeTakeFirst()) ??
        (await contacts
          .where('c.account_id', '=', accountId)
          .where('c.is_primary', '=', 1)
          .orderBy('c.id')
          .executeTakeFirst());
      return found?.email ?? null;
    },

    async employeeEmail(id: number): Promise<string | null> {
      const r = await db.selectFrom('employees').select('email').where('id', '=', id).executeTakeFirst();
      return r?.email || null;
    },

    linkProposal(proposalId: number, requestId: number) {
      return db
        .updateTable('proposals')
        .set({ service_request_id: requestId })
        .where('id', '=', proposalId)
        .execute();
    },

    /** Deletes the request; proposals made from it keep their content and lose only the link. */
    async remove(requestId: number) {
      await db
        .updateTable('proposals')
        .set({ service_request_id: null })
        .where('service_request_id', '=', requestId)
        .execute();
      await db.deleteFrom('service_requests').where('id', '=', requestId).execute();
    },
  };
}

import { sql } from 'kysely';
import type { Db } from '../../platform/db';

/** A proposal's own records: its chosen purchase orders and promotions, notes and cover letter. */
export function proposalsRepo(db: Db) {
  return {
    location(id: number) {
      return db
        .selectFrom('account_locations')
        .select(['id', 'account_id', 'branch_id', 'sales_rep_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Spec §4: a proposal is confirmable only with at least one service group (the builder's). */
    async serviceGroupCount(proposalId: number) {
      const { n } = await db
        .selectFrom('proposal_service_groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('proposal_id', '=', proposalId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** The service address's zip, which the work authorization's tax rate is looked up by. */
    async locationZip(locationId: number): Promise<string> {
      const row = await db
        .selectFrom('account_locations')
        .select('zip')
        .where('id', '=', locationId)
        .executeTakeFirst();
      return row?.zip ?? '';
    },

    async employeeExists(id: number) {
      return !!(await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst());
    },

    purchaseOrders(proposalId: number) {
      return db
        .selectFrom('proposal_purchase_orders as pp')
        .innerJoin('account_purchase_orders as po', 'po.id', 'pp.account_purchase_order_id')
        .select(['po.id', 'po.po'])
        .where('pp.proposal_id', '=', proposalId)
        .orderBy('po.po')
        .execute();
    },

    promotions(proposalId: number) {
      return db
        .selectFrom('proposal_promotions as pp')
        .innerJoin('promotions as pr', 'pr.id', 'pp.promotion_id')
        .select(['pr.id', 'pr.name', 'pr.discount_e2'])
        .where('pp.proposal_id', '=', proposalId)
        .orderBy('pr.name')
        .execute();
    },

    /** Of these ids, the account's live purchase orders. */
    async accountPoIds(accountId: number, ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('account_purchase_orders')
        .select('id')
        .where('account_id', '=', accountId)
        .where('archived', '=', 0)
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Of these ids, the promotions still offered (active, not archived). */
    async livePromotionIds(ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('promotions')
        .select('id')
        .where('active', '=', 1)
        .where('archived', '=', 0)
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Of these ids, the promotions whose expiration date is before `today`. */
    async expiredPromotionIds(ids: number[], today: string) {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('promotions')
        .select('id')
        .where('id', 'in', ids)
        .where('expiration_date', 'is not', null)
        .where('expiration_date', '<', today)
        .execute();
      return rows.map((r) => r.id);
    },

    async replacePurchaseOrders(proposalId: number, ids: number[]) {
      await db.deleteFrom('proposal_purchase_orders').where('proposal_id', '=', proposalId).execute();
      if (ids.length)
        await db
          .insertInto('proposal_purchase_orders')
          .values(ids.map((id) => ({ proposal_id: proposalId, account_purchase_order_id: id })))
          .execute();
    },

    async replacePromotions(proposalId: number, ids: number[]) {
      await db.deleteFrom('proposal_promotions').where('proposal_id', '=', proposalId).execute();
      if (ids.length)
        await db
          .insertInto('proposal_promotions')
          .values(ids.map((id) => ({ proposal_id: proposalId, promotion_id: id })))
          .execute();
    },

    notes(proposalId: number, skip: number, take: number) {
      return db
        .selectFrom('proposal_notes as n')
        .leftJoin('employees as e', 'e.id', 'n.created_by_id')
        .selectAll('n')
        .select(sql<string | null>`e.first_name || ' ' || e.last_name`.as('created_by_name'))
        .where('n.proposal_id', '=', proposalId)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .offset(skip)
        .limit(take)
        .execute();
    },

    async noteCount(proposalId: number) {
      const { n } = await db
        .selectFrom('proposal_notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('proposal_id', '=', proposalId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    note(proposalId: number, id: number) {
      return db
        .selectFrom('proposal_notes as n')
        .leftJoin('employees as e', 'e.id', 'n.created_by_id')
        .selectAll('n')
        .select(sql<string | null>`e.first_name || ' ' || e.last_name`.as('created_by_name'))
        .where('n.proposal_id', '=', proposalId)
        .where('n.id', '=', id)
        .executeTakeFirst();
    },

    coverLetter(proposalId: number) {
      return db
        .selectFrom('proposal_cover_letters')
        .selectAll()
        .where('proposal_id', '=', proposalId)
        .executeTakeFirst();
    },

    /** One cover letter per proposal: a second save rewrites the first. */
    async saveCoverLetter(proposalId: number, text: string) {
      const now = new Date().toISOString();
      await db
        .insertInto('proposal_cover_letters')
        .values({ proposal_id: proposalId, text, updated_at: now })
        .onConflict((oc) => oc.column('proposal_id').doUpdateSet({ text, updated_at: now }))
        .execute();
    },
  };
}
export type ProposalsRepo = ReturnType<typeof proposalsRepo>;
export type ProposalNoteRow = NonNullable<Awaited<ReturnType<ProposalsRepo['note']>>>;

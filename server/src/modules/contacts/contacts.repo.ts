import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import type { Page } from '../../platform/lists';

export interface PhoneColumns {
  phone: string;
  extension: string | null;
  phone_type_id: number;
  is_preferred: number;
}

type ContactColumns = Omit<Insertable<Database['contacts']>, 'id' | 'version' | 'phone' | 'phone_extension'>;

export function contactsRepo(db: Db) {
  const withTitle = () =>
    db
      .selectFrom('contacts as c')
      .leftJoin('contact_titles as t', 't.id', 'c.title_id')
      .select([
        'c.id',
        'c.account_id',
        'c.first_name',
        'c.last_name',
        'c.email',
        'c.title_id',
        't.name as title_name',
        'c.status_id',
        'c.receives_billing',
        'c.receives_proposal',
        'c.is_primary',
        'c.version',
      ]);

  const filtered = (accountId: number, page: Page, statusIds?: number[]) => {
    let q = db.selectFrom('contacts as c').where('c.account_id', '=', accountId);
    if (statusIds?.length) q = q.where('c.status_id', 'in', statusIds);
    for (const w of page.words)
      q = q.where((eb) =>
        eb.or([containsCi('c.first_name', w), containsCi('c.last_name', w), containsCi('c.email', w)]),
      );
    return q;
  };

  return {
    byId(id: number) {
      return withTitle().where('c.id', '=', id).executeTakeFirst();
    },

    /** The account's contacts, primary first, then by name. */
    forAccount(accountId: number) {
      return withTitle()
        .where('c.account_id', '=', accountId)
        .orderBy('c.is_primary', 'desc')
        .orderBy('c.last_name')
        .orderBy('c.first_name')
        .orderBy('c.id')
        .execute();
    },

    async search(accountId: number, page: Page, statusIds?: number[]) {
      const [ids, total] = await Promise.all([
        filtered(accountId, page, statusIds)
          .select('c.id')
          .orderBy('c.is_primary', 'desc')
          .orderBy('c.last_name')
          .orderBy('c.first_name')
          .orderBy('c.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(accountId, page, statusIds)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const rows = ids.length
        ? await withTitle()
            .where(
              'c.id',
              'in',
              ids.map((r) => r.id),
            )
            .execute()
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { rows: ids.map((r) => byId.get(r.id)!), total: Number(total.n) };
    },

    phones(contactIds: number[]) {
      if (!contactIds.length) return Promise.resolve([]);
      return db
        .selectFrom('contact_phones')
        .select(['id', 'contact_id', 'phone', 'extension', 'phone_type_id', 'is_preferred'])
        .where('contact_id', 'in', contactIds)
        .orderBy('id')
        .execute();
    },

    async insert(values: ContactColumns): Promise<number> {
      const r = await db.insertInto('contacts').values(values).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    /** Replaces the phones; the preferred one is copied onto the contact for the account list. */
    async replacePhones(contactId: number, phones: PhoneColumns[]) {
      await db.deleteFrom('contact_phones').where('contact_id', '=', contactId).execute();
      if (phones.length)
        await db
          .insertInto('contact_phones')
          .values(phones.map((p) => ({ contact_id: contactId, ...p })))
          .execute();
      const preferred = phones.find((p) => p.is_preferred) ?? null;
      await db
        .updateTable('contacts')
        .set({ phone: preferred?.phone ?? null, phone_extension: preferred?.extension ?? null })
        .where('id', '=', contactId)
        .execute();
    },

    /** Makes every other contact of the account not primary. */
    async clearPrimary(accountId: number, exceptId: number) {
      await db
        .updateTable('contacts')
        .set({ is_primary: 0 })
        .where('account_id', '=', accountId)
        .where('id', '<>', exceptId)
        .where('is_primary', '=', 1)
        .execute();
    },

    async count(accountId: number): Promise<number> {
      const r = await db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    primaryOf(accountId: number) {
      return db
        .selectFrom('contacts')
        .select(['id', 'first_name', 'last_name'])
        .where('account_id', '=', accountId)
        .where('is_primary', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
    },

    async titleIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.selectFrom('contact_titles').select('id').where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },

    /** True when a location names the contact among its contacts. */
    async linkedToLocation(id: number): Promise<boolean> {
      const r = await db
        .selectFrom('account_location_contacts')
        .select('contact_id')
        .where('contact_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return !!r;
    },

    async remove(id: number) {
      await db.deleteFrom('contacts').where('id', '=', id).execute();
    },
  };
}
export type ContactsRepo = ReturnType<typeof contactsRepo>;

import { sql } from 'kysely';
import type { Scope } from '@canopy/shared';
import { containsCi, type Db } from '../../platform/db';
import type { Page } from '../../platform/lists';

export interface LocationFilter {
  accountId?: number;
  statusIds?: number[];
  branchIds?: number[];
}

export interface LocationColumns {
  name: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  branch_id: number;
  sales_territory_id: number | null;
  status_id: number;
  sales_rep_id: number | null;
  is_bill_to: number;
  service_is_account: number;
  call_ahead: number;
  directions: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PhoneColumns {
  phone: string;
  extension: string | null;
  phone_type_id: number;
  is_preferred: number;
}

export function locationsRepo(db: Db) {
  const filtered = (scope: Scope, page: Page, f: LocationFilter) => {
    let q = db
      .selectFrom('account_locations as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .innerJoin('branches as b', 'b.id', 'l.branch_id');
    if (scope.kind === 'branch')
      q = q.where('l.branch_id', 'in', scope.branchIds.length ? scope.branchIds : [-1]);
    if (scope.kind !== 'all' && scope.kind !== 'branch') q = q.where('l.id', '=', -1);
    if (f.accountId) q = q.where('l.account_id', '=', f.accountId);
    if (f.statusIds?.length) q = q.where('l.status_id', 'in', f.statusIds);
    if (f.branchIds?.length) q = q.where('l.branch_id', 'in', f.branchIds);
    for (const w of page.words)
      q = q.where((eb) =>
        eb.or([
          containsCi('l.name', w),
          containsCi('l.address', w),
          containsCi('l.city', w),
          containsCi('l.zip', w),
          containsCi('a.name', w),
        ]),
      );
    return q;
  };

  return {
    ref(id: number) {
      return db
        .selectFrom('account_locations')
        .select(['id', 'account_id', 'branch_id', 'name', 'address', 'zip', 'status_id', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    detail(id: number) {
      return db
        .selectFrom('account_locations as l')
        .innerJoin('accounts as a', 'a.id', 'l.account_id')
        .innerJoin('branches as b', 'b.id', 'l.branch_id')
        .leftJoin('sales_territories as t', 't.id', 'l.sales_territory_id')
        .leftJoin('employees as e', 'e.id', 'l.sales_rep_id')
        .selectAll('l')
        .select([
          'a.name as account_name',
          'b.name as branch_name',
          't.name as territory_name',
          'e.first_name as rep_first',
          'e.last_name as rep_last',
        ])
        .where('l.id', '=', id)
        .executeTakeFirst();
    },

    phones(id: number) {
      return db
        .selectFrom('account_location_phones')
        .select(['phone', 'extension', 'phone_type_id', 'is_preferred'])
        .where('location_id', '=', id)
        .orderBy('id')
        .execute();
    },

    contacts(id: number) {
      return db
        .selectFrom('account_location_contacts as lc')
        .innerJoin('contacts as c', 'c.id', 'lc.contact_id')
        .select([
          'lc.contact_id',
          'lc.is_primary',
          'c.first_name',
          'c.last_name',
          'c.email',
          'c.phone',
          'c.phone_extension',
        ])
        .where('lc.location_id', '=', id)
        .orderBy('lc.is_primary', 'desc')
        .orderBy('c.last_name')
        .orderBy('c.first_name')
        .execute();
    },

    transfers(id: number) {
      return db
        .selectFrom('location_transfers as x')
        .leftJoin('employees as e', 'e.id', 'x.transferred_by')
        .selectAll('x')
        .select(['e.first_name', 'e.last_name'])
        .where('x.location_id', '=', id)
        .orderBy('x.transferred_at', 'desc')
        .orderBy('x.id', 'desc')
        .execute();
    },

    async search(scope: Scope, page: Page, f: LocationFilter) {
      const [rows, total] = await Promise.all([
        filtered(scope, page, f)
          .select((eb) => [
            'l.id',
            'l.name',
            'l.account_id',
            'a.name as account_name',
            'l.address',
            'l.city',
            'l.state',
            'l.zip',
            'l.branch_id',
            'b.name as branch_name',
            'l.status_id',
            'l.is_bill_to',
            'l.version',
            eb
              .selectFrom('account_location_contacts as lc')
              .innerJoin('contacts as c', 'c.id', 'lc.contact_id')
              .select(sql<string>`c.first_name || ' ' || c.last_name`.as('n'))
              .whereRef('lc.location_id', '=', 'l.id')
              .where('lc.is_primary', '=', 1)
              .limit(1)
              .as('primary_contact'),
            eb
              .selectFrom('account_location_phones as p')
              .select(sql<string>`p.phone || coalesce(p.extension, '')`.as('n'))
              .whereRef('p.location_id', '=', 'l.id')
              .where('p.is_preferred', '=', 1)
              .limit(1)
              .as('phone'),
          ])
          .orderBy('a.name')
          .orderBy('l.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(scope, page, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    account(id: number) {
      return db
        .selectFrom('accounts')
        .select(['id', 'name', 'branch_id', 'archived'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The ids among `ids` that are contacts of the account. */
    async contactsOfAccount(accountId: number, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .selectFrom('contacts')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async exists(table: 'branches' | 'sales_territories' | 'employees', id: number): Promise<boolean> {
      return !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
    },

    async insert(accountId: number, v: LocationColumns): Promise<number> {
      const row = await db
        .insertInto('account_locations')
        .values({ account_id: accountId, ...v })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async replacePhones(id: number, phones: PhoneColumns[]) {
      await db.deleteFrom('account_location_phones').where('location_id', '=', id).execute();
      if (phones.length)
        await db
          .insertInto('account_location_phones')
          .values(phones.map((p) => ({ location_id: id, ...p })))
          .execute();
    },

    async replaceContacts(id: number, links: { contact_id: number; is_primary: number }[]) {
      await db.deleteFrom('account_location_contacts').where('location_id', '=', id).execute();
      if (links.length)
        await db
          .insertInto('account_location_contacts')
          .values(links.map((l) => ({ location_id: id, ...l })))
          .execute();
    },

    /** An account has one bill-to location: marking one clears the others (their versions move on). */
    async clearOtherBillTo(accountId: number, exceptId: number) {
      await db
        .updateTable('account_locations')
        .set((eb) => ({ is_bill_to: 0, version: eb('version', '+', 1) }))
        .where('account_id', '=', accountId)
        .where('id', '<>', exceptId)
        .where('is_bill_to', '=', 1)
        .execute();
    },
  };
}
export type LocationsRepo = ReturnType<typeof locationsRepo>;

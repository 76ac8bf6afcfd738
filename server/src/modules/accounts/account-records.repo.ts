import { ClientTypes, type Scope } from '@canopy/shared';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

export interface AddressColumns {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** One account and what its form shows: billing address, sales reps, locations. */
export function accountRecordsRepo(db: Db) {
  return {
    byId(id: number) {
      return db
        .selectFrom('accounts as a')
        .innerJoin('branches as b', 'b.id', 'a.branch_id')
        .leftJoin('employees as e', 'e.id', 'a.arborist_id')
        .leftJoin('account_billing_addresses as ba', 'ba.account_id', 'a.id')
        .selectAll('a')
        .select([
          'b.name as branch_name',
          'e.first_name as arborist_first',
          'e.last_name as arborist_last',
          'ba.id as billing_id',
          'ba.address1',
          'ba.address2',
          'ba.city',
          'ba.state',
          'ba.zip',
        ])
        .where('a.id', '=', id)
        .executeTakeFirst();
    },

    salesReps(accountId: number) {
      return db
        .selectFrom('account_sales_reps as r')
        .innerJoin('employees as e', 'e.id', 'r.employee_id')
        .select(['e.id', 'e.first_name', 'e.last_name'])
        .where('r.account_id', '=', accountId)
        .orderBy('e.last_name')
        .orderBy('e.first_name')
        .execute();
    },

    locations(accountId: number) {
      return db
        .selectFrom('account_locations')
        .select(['id', 'branch_id', 'address', 'city', 'state', 'zip', 'status_id', 'is_bill_to'])
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute();
    },

    async hasLocations(accountId: number): Promise<boolean> {
      const r = await db
        .selectFrom('account_locations')
        .select('id')
        .where('account_id', '=', accountId)
        .limit(1)
        .executeTakeFirst();
      return !!r;
    },

    async insert(values: Insertable<Database['accounts']>): Promise<number> {
      const r = await db.insertInto('accounts').values(values).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    async saveBillingAddress(accountId: number, a: AddressColumns | null) {
      if (!a) {
        await db.deleteFrom('account_billing_addresses').where('account_id', '=', accountId).execute();
        return;
      }
      const updated = await db
        .updateTable('account_billing_addresses')
        .set(a)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db
          .insertInto('account_billing_addresses')
          .values({ account_id: accountId, ...a })
          .execute();
    },

    async replaceSalesReps(accountId: number, employeeIds: number[]) {
      await db.deleteFrom('account_sales_reps').where('account_id', '=', accountId).execute();
      if (employeeIds.length)
        await db
          .insertInto('account_sales_reps')
          .values(employeeIds.map((employee_id) => ({ account_id: accountId, employee_id })))
          .execute();
    },

    /**
     * A residential account is named after its primary contact ('Last, First'); called whenever the
     * primary contact or its name may have changed. The version is left alone: the name follows the
     * contact and an open account form would only be told it is stale for it.
     */
    async syncResidentialName(accountId: number, name: string) {
      await db
        .updateTable('accounts')
        .set({ name })
        .where('id', '=', accountId)
        .where('client_type_id', '=', ClientTypes.Residential)
        .execute();
    },

    /** Accounts named `name` (ignoring case and surrounding spaces) that the scope may see. */
    sameName(s: Scope, name: string, excludeId?: number) {
      let q = db
        .selectFrom('accounts as a')
        .innerJoin('branches as b', 'b.id', 'a.branch_id')
        .select(['a.id', 'a.name', 'b.name as branch_name'])
        .where(sql<boolean>`lower(trim(a.name)) = ${name.trim().toLowerCase()}`);
      if (s.kind === 'branch') q = q.where('a.branch_id', 'in', s.branchIds.length ? s.branchIds : [-1]);
      if (s.kind === 'personal') q = q.where('a.arborist_id', '=', s.employeeId);
      if (s.kind === 'none') q = q.where('a.id', '=', -1);
      if (excludeId) q = q.where('a.id', '<>', excludeId);
      return q.orderBy('a.id').limit(20).execute();
    },

    remove(id: number) {
      return db.deleteFrom('accounts').where('id', '=', id).execute();
    },

    /** Which of `ids` exist in a settings list or another table of ids. */
    async existing(table: keyof Database, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await (db as unknown as Db)
        .selectFrom(table as 'sources')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Employees among `ids`, with whether each is active. */
    employees(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('employees').select(['id', 'status_id']).where('id', 'in', ids).execute();
    },
  };
}
export type AccountRecordsRepo = ReturnType<typeof accountRecordsRepo>;

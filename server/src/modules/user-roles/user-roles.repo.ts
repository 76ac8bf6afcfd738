import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

export function userRolesRepo(db: Db) {
  const base = (page: Page) => {
    let q = db.selectFrom('user_roles as r');
    for (const w of page.words) q = q.where(containsCi('r.name', w));
    return q;
  };
  return {
    async search(page: Page) {
      const [rows, total] = await Promise.all([
        base(page)
          .select([
            'r.id',
            'r.name',
            'r.landing_page_id',
            'r.version',
            (eb) =>
              eb
                .selectFrom('users as u')
                .select((e) => e.fn.countAll<number>().as('n'))
                .whereRef('u.role_id', '=', 'r.id')
                .as('user_count'),
          ])
          .orderBy('r.name')
          .orderBy('r.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        base(page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    byId(id: number) {
      return db.selectFrom('user_roles').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Every role's id and name, by name. */
    names() {
      return db.selectFrom('user_roles').select(['id', 'name']).orderBy('name').execute();
    },
    claims(roleId: number) {
      return db
        .selectFrom('role_claims')
        .selectAll()
        .where('role_id', '=', roleId)
        .orderBy('claim_type_id')
        .execute();
    },
    nameTaken(name: string, exceptId = 0) {
      // SQLite's lower() folds ASCII only: comparing lower() with lower() still finds the exact name.
      const sameName = sql<boolean>`lower(name) = lower(${name})`;
      return db
        .selectFrom('user_roles')
        .select('id')
        .where((eb) => eb.or([sql<boolean>`lower(name) = ${name.toLowerCase()}`, sameName]))
        .where('id', '<>', exceptId)
        .executeTakeFirst();
    },
    async add(name: string, landingPageId: number): Promise<number> {
      const row = await db
        .insertInto('user_roles')
        .values({ name, landing_page_id: landingPageId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    remove(id: number) {
      return db.deleteFrom('user_roles').where('id', '=', id).execute();
    },

    /** Bumps the version and the claims version if the role is still at `version`; false if not. */
    async bumpClaimsVersion(id: number, version: number): Promise<boolean> {
      const r = await db
        .updateTable('user_roles')
        .set((eb) => ({ version: eb('version', '+', 1), claims_version: eb('claims_version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    clearClaims(roleId: number) {
      return db.deleteFrom('role_claims').where('role_id', '=', roleId).execute();
    },

    addClaim(roleId: number, claimTypeId: number, value: number) {
      return db
        .insertInto('role_claims')
        .values({ role_id: roleId, claim_type_id: claimTypeId, value })
        .execute();
    },

    async userCount(roleId: number) {
      const r = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role_id', '=', roleId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}

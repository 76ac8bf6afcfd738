import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';
import type { BranchReach } from './branches.scope';

export interface BranchFilter {
  statusIds?: number[];
  managerId?: number;
}

export function branchesRepo(db: Db) {
  const filtered = (reach: BranchReach, page: Page, f: BranchFilter) => {
    let q = db.selectFrom('branches as b');
    if (reach.kind === 'some') q = q.where('b.id', 'in', reach.ids.length ? reach.ids : [-1]);
    if (f.statusIds?.length) q = q.where('b.status_id', 'in', f.statusIds);
    if (f.managerId !== undefined) q = q.where('b.branch_manager_id', '=', f.managerId);
    for (const w of page.words) q = q.where(containsCi('b.name', w));
    return q;
  };
  const count = async (reach: BranchReach, page: Page, f: BranchFilter) => {
    const r = await filtered(reach, page, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };

  return {
    async search(reach: BranchReach, page: Page, f: BranchFilter) {
      const [rows, total] = await Promise.all([
        filtered(reach, page, f)
          .leftJoin('employees as m', 'm.id', 'b.branch_manager_id')
          .select([
            'b.id',
            'b.name',
            'b.status_id',
            'b.branch_manager_id',
            'b.version',
            'm.first_name as manager_first',
            'm.last_name as manager_last',
            (eb) =>
              eb
                .selectFrom('branch_phones as p')
                .select(sql<string>`p.phone || coalesce(p.extension, '')`.as('x'))
                .whereRef('p.branch_id', '=', 'b.id')
                .orderBy('p.is_preferred', 'desc')
                .orderBy('p.id')
                .limit(1)
                .as('phone'),
          ])
          .orderBy('b.name')
          .orderBy('b.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        count(reach, page, f),
      ]);
      return { rows, total };
    },

    async options(reach: BranchReach, page: Page, f: BranchFilter) {
      const [rows, total] = await Promise.all([
        filtered(reach, page, f)
          .select(['b.id', 'b.name', 'b.status_id'])
          .orderBy('b.name')
          .orderBy('b.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        count(reach, page, f),
      ]);
      return { rows, total };
    },

    byId(id: number) {
      return db.selectFrom('branches').selectAll().where('id', '=', id).executeTakeFirst();
    },

    manager(employeeId: number) {
      return db
        .selectFrom('employees')
        .select(['id', 'first_name', 'last_name', 'status_id'])
        .where('id', '=', employeeId)
        .executeTakeFirst();
    },

    phones(branchId: number) {
      return db
        .selectFrom('branch_phones')
        .selectAll()
        .where('branch_id', '=', branchId)
        .orderBy('id')
        .execute();
    },

    serviceGroups(branchId: number) {
      return db
        .selectFrom('branch_service_groups')
        .select('service_group_id')
        .where('branch_id', '=', branchId)
        .orderBy('service_group_id')
        .execute();
    },

    contents(branchId: number) {
      return db
        .selectFrom('branch_service_group_contents')
        .selectAll()
        .where('branch_id', '=', branchId)
        .orderBy('service_group_id')
        .execute();
    },

    nameTaken(name: string, exceptId = 0) {
      return db
        .selectFrom('branches')
        .select('id')
        .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
        .where('id', '<>', exceptId)
        .executeTakeFirst();
    },

    async replacePhones(
      branchId: number,
      phones: { phone: string; extension: string | null; phone_type_id: number; is_preferred: number }[],
    ) {
      await db.deleteFrom('branch_phones').where('branch_id', '=', branchId).execute();
      if (phones.length) {
        await db
          .insertInto('branch_phones')
          .values(phones.map((p) => ({ ...p, branch_id: branchId })))
          .execute();
      }
    },

    async replaceServiceGroups(branchId: number, groupIds: number[]) {
      await db.deleteFrom('branch_service_groups').where('branch_id', '=', branchId).execute();
      if (groupIds.length) {
        await db
          .insertInto('branch_service_groups')
          .values(groupIds.map((g) => ({ branch_id: branchId, service_group_id: g })))
          .execute();
      }
    },

    async saveContent(branchId: number, groupId: number, content: string) {
      if (!content) {
        await db
          .deleteFrom('branch_service_group_contents')
          .where('branch_id', '=', branchId)
          .where('service_group_id', '=', groupId)
          .execute();
        return;
      }
      await db
        .insertInto('branch_service_group_contents')
        .values({ branch_id: branchId, service_group_id: groupId, content })
        .onConflict((oc) => oc.columns(['branch_id', 'service_group_id']).doUpdateSet({ content }))
        .execute();
    },

    /** Bumps the version only if it is still `version`; false when stale or missing. */
    async bumpVersion(branchId: number, version: number) {
      const r = await db
        .updateTable('branches')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', branchId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
export type BranchesRepo = ReturnType<typeof branchesRepo>;

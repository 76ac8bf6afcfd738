import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';
import type { BranchReach } from '../branches/branches.scope';

export interface EquipmentResourceFilter {
  reach: BranchReach;
  branchIds?: number[];
  equipmentTypeIds?: number[];
}

export function equipmentResourcesRepo(db: Db) {
  const joined = () =>
    db
      .selectFrom('equipment_resources as r')
      .innerJoin('branches as b', 'b.id', 'r.branch_id')
      .innerJoin('branches as cb', 'cb.id', 'r.current_branch_id')
      .innerJoin('equipment_types as t', 't.id', 'r.equipment_type_id')
      .leftJoin('lease_companies as l', 'l.id', 'r.lease_company_id');
  const columns = [
    'r.id',
    'r.asset_number',
    'r.branch_id',
    'b.name as branch_name',
    'r.equipment_type_id',
    't.name as type_name',
    'r.lease_company_id',
    'l.name as lease_name',
    'r.current_branch_id',
    'cb.name as current_branch_name',
    'r.archived',
    'r.version',
  ] as const;

  const filtered = (page: Page, f: EquipmentResourceFilter) => {
    let q = joined();
    if (!page.includeArchived) q = q.where('r.archived', '=', 0);
    if (f.reach.kind === 'some') {
      // A branch sees the assets it owns and those lent to it.
      const ids = f.reach.ids.length ? f.reach.ids : [-1];
      q = q.where((eb) => eb.or([eb('r.branch_id', 'in', ids), eb('r.current_branch_id', 'in', ids)]));
    }
    if (f.branchIds?.length) q = q.where('r.branch_id', 'in', f.branchIds);
    if (f.equipmentTypeIds?.length) q = q.where('r.equipment_type_id', 'in', f.equipmentTypeIds);
    for (const w of page.words)
      q = q.where((eb) =>
        eb.or([
          containsCi('r.asset_number', w),
          containsCi('t.name', w),
          containsCi('l.name', w),
          containsCi('b.name', w),
        ]),
      );
    return q;
  };

  return {
    async search(page: Page, f: EquipmentResourceFilter) {
      const [rows, total] = await Promise.all([
        filtered(page, f)
          .select(columns)
          .orderBy('b.name')
          .orderBy('r.asset_number')
          .orderBy('r.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(page, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    byId(id: number) {
      return joined().select(columns).where('r.id', '=', id).executeTakeFirst();
    },

    assetTaken(assetNumber: string, exceptId: number) {
      return db
        .selectFrom('equipment_resources')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['asset_number']), '=', assetNumber.toLowerCase()))
        .where('id', '<>', exceptId)
        .executeTakeFirst();
    },

    exists(table: 'branches' | 'equipment_types' | 'lease_companies', id: number) {
      return db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    },
  };
}
export type EquipmentResourceRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof equipmentResourcesRepo>['byId']>>
>;

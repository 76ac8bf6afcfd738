import { sql, type Insertable } from 'kysely';
import { ScheduleStatuses } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

export type ProblemColumns = Omit<Insertable<Database['equipment_problems']>, 'id' | 'version'>;

export interface ProblemFilter {
  workOrderId?: number;
  branchIds?: number[];
  statusIds?: number[];
  /** Instants bounding the day reported: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  includeArchived: boolean;
}

/** Equipment problems with what the lists show of them: the equipment, branch and reporter. */
export function equipmentProblemsRepo(db: Db) {
  const detailed = () =>
    db
      .selectFrom('equipment_problems as p')
      .innerJoin('work_orders as wo', 'wo.id', 'p.work_order_id')
      .innerJoin('branches as b', 'b.id', 'wo.branch_id')
      .innerJoin('equipment_resources as er', 'er.id', 'p.equipment_resource_id')
      .innerJoin('equipment_types as et', 'et.id', 'er.equipment_type_id')
      .innerJoin('employees as e', 'e.id', 'p.reported_by')
      .selectAll('p')
      .select([
        'wo.branch_id',
        'b.name as branch_name',
        'er.asset_number',
        'er.equipment_type_id',
        'et.name as equipment_type',
        'e.first_name',
        'e.last_name',
      ]);

  const matching = (f: ProblemFilter) => {
    let q = db
      .selectFrom('equipment_problems as p')
      .innerJoin('work_orders as wo', 'wo.id', 'p.work_order_id');
    if (f.workOrderId) q = q.where('p.work_order_id', '=', f.workOrderId);
    if (f.branchIds?.length) q = q.where('wo.branch_id', 'in', f.branchIds);
    if (f.statusIds?.length) q = q.where('p.status_id', 'in', f.statusIds);
    if (f.from) q = q.where('p.date_reported', '>=', f.from);
    if (f.to) q = q.where('p.date_reported', '<', f.to);
    if (!f.includeArchived) q = q.where('p.archived', '=', 0);
    return q;
  };

  return {
    byId(id: number) {
      return detailed().where('p.id', '=', id).executeTakeFirst();
    },

    /** A sync page's rows, archived ones included. */
    byIds(ids: readonly number[]) {
      return detailed()
        .where(inIds(db, 'p.id', ids))
        .execute();
    },

    byClientKey(key: string) {
      return db.selectFrom('equipment_problems').selectAll().where('client_key', '=', key).executeTakeFirst();
    },

    /** Newest reported first. */
    async search(f: ProblemFilter, skip: number, take: number) {
      const [ids, counted] = await Promise.all([
        matching(f)
          .select('p.id')
          .orderBy('p.date_reported', 'desc')
          .orderBy('p.id', 'desc')
          .offset(skip)
          .limit(take)
          .execute(),
        matching(f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const rows = ids.length
        ? await detailed()
            .where(
              'p.id',
              'in',
              ids.map((r) => r.id),
            )
            .orderBy('p.date_reported', 'desc')
            .orderBy('p.id', 'desc')
            .execute()
        : [];
      return { rows, total: Number(counted.n) };
    },

    async insert(values: ProblemColumns): Promise<number> {
      const row = await db
        .insertInto('equipment_problems')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    toggleArchived(id: number) {
      return db
        .updateTable('equipment_problems')
        .set((eb) => ({ archived: sql<number>`1 - archived`, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** The equipment on the work order's live schedules, each piece once. */
    equipmentOf(workOrderId: number) {
      return db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('schedules as s', 's.id', 'swo.schedule_id')
        .innerJoin('schedule_dates as sd', 'sd.schedule_id', 'swo.schedule_id')
        .innerJoin('schedule_equipment as se', 'se.schedule_date_id', 'sd.id')
        .innerJoin('equipment_resources as er', 'er.id', 'se.equipment_resource_id')
        .innerJoin('equipment_types as et', 'et.id', 'er.equipment_type_id')
        .select(['er.id', 'er.asset_number', 'er.equipment_type_id', 'et.name as equipment_type'])
        .distinct()
        .where('swo.work_order_id', '=', workOrderId)
        .where('swo.active', '=', 1)
        .where('s.active', '=', 1)
        .where('s.status_id', '!=', ScheduleStatuses.Canceled)
        .where('se.active', '=', 1)
        .orderBy('er.asset_number')
        .execute();
    },
  };
}
export type EquipmentProblemsRepo = ReturnType<typeof equipmentProblemsRepo>;
export type ProblemRow = NonNullable<Awaited<ReturnType<EquipmentProblemsRepo['byId']>>>;
export type EquipmentRow = Awaited<ReturnType<EquipmentProblemsRepo['equipmentOf']>>[number];

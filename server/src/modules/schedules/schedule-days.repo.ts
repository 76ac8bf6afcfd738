import { inIds, type Db } from '../../platform/db';

/** Row writes of a schedule's days, crew and equipment; none of them checks a rule. */
export function scheduleDaysRepo(db: Db) {
  return {
    async insertDay(v: { schedule_id: number; schedule_date: string; start_time: string; end_time: string }) {
      const row = await db.insertInto('schedule_dates').values(v).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async updateDay(id: number, v: { schedule_date: string; start_time: string; end_time: string }) {
      await db.updateTable('schedule_dates').set(v).where('id', '=', id).execute();
    },
    /** Takes days out of use with everything booked on them. */
    async removeDays(ids: number[]) {
      if (!ids.length) return;
      await db
        .updateTable('schedule_dates')
        .set({ active: 0 })
        .where(inIds(db, 'id', ids))
        .execute();
      await db
        .updateTable('schedule_crews')
        .set({ active: 0 })
        .where(inIds(db, 'schedule_date_id', ids))
        .execute();
      await db
        .updateTable('schedule_equipment')
        .set({ active: 0 })
        .where(inIds(db, 'schedule_date_id', ids))
        .execute();
    },

    async insertCrew(v: {
      schedule_date_id: number;
      employee_id: number;
      job_title_id: number;
      is_foreman: number;
    }) {
      await db.insertInto('schedule_crews').values(v).execute();
    },
    async updateCrew(id: number, v: { employee_id: number; job_title_id: number; is_foreman: number }) {
      await db.updateTable('schedule_crews').set(v).where('id', '=', id).execute();
    },
    async removeCrew(ids: number[]) {
      if (!ids.length) return;
      await db
        .updateTable('schedule_crews')
        .set({ active: 0 })
        .where(inIds(db, 'id', ids))
        .execute();
    },

    async insertEquipment(v: {
      schedule_date_id: number;
      equipment_resource_id: number;
      daily_rate_cents: number;
    }) {
      await db.insertInto('schedule_equipment').values(v).execute();
    },
    async updateEquipment(id: number, v: { equipment_resource_id: number; daily_rate_cents: number }) {
      await db.updateTable('schedule_equipment').set(v).where('id', '=', id).execute();
    },
    async removeEquipment(ids: number[]) {
      if (!ids.length) return;
      await db
        .updateTable('schedule_equipment')
        .set({ active: 0 })
        .where(inIds(db, 'id', ids))
        .execute();
    },

    /** The schedule a live day, crew row or equipment row belongs to; null when there is none. */
    async ownerOf(kind: 'day' | 'crew' | 'equipment', id: number): Promise<number | null> {
      if (kind === 'day') {
        const r = await db
          .selectFrom('schedule_dates')
          .select('schedule_id')
          .where('id', '=', id)
          .where('active', '=', 1)
          .executeTakeFirst();
        return r?.schedule_id ?? null;
      }
      const table = kind === 'crew' ? 'schedule_crews' : 'schedule_equipment';
      const r = await db
        .selectFrom(`${table} as x` as 'schedule_crews as x')
        .innerJoin('schedule_dates as d', 'd.id', 'x.schedule_date_id')
        .select('d.schedule_id')
        .where('x.id', '=', id)
        .where('x.active', '=', 1)
        .where('d.active', '=', 1)
        .executeTakeFirst();
      return r?.schedule_id ?? null;
    },
  };
}
export type ScheduleDaysRepo = ReturnType<typeof scheduleDaysRepo>;

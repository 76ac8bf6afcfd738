import { sql, type Insertable } from 'kysely';
import { inIds, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

export type DamageColumns = Omit<Insertable<Database['work_order_damages']>, 'id' | 'version'>;
export type DamageServiceColumns = Omit<Insertable<Database['work_order_damage_services']>, 'id' | 'version'>;

type Paged = { skip: number; take: number; includeArchived: boolean };

/** Damages of a work order and the damage services linking them to their repair work orders. */
export function damagesRepo(db: Db) {
  const damages = () =>
    db
      .selectFrom('work_order_damages as d')
      .innerJoin('employees as e', 'e.id', 'd.reported_by')
      .selectAll('d')
      .select(['e.first_name', 'e.last_name']);

  const services = () =>
    db
      .selectFrom('work_order_damage_services as ds')
      .innerJoin('work_order_damages as d', 'd.id', 'ds.damage_id')
      .innerJoin('work_orders as rw', 'rw.id', 'ds.damage_work_order_id')
      .selectAll('ds')
      .select([
        'd.work_order_id',
        'd.description as damage_description',
        'rw.status_id as repair_status_id',
        'rw.description as repair_description',
      ]);

  return {
    damageById(id: number) {
      return damages().where('d.id', '=', id).executeTakeFirst();
    },

    /** A sync page's damages, archived ones included. */
    damagesByIds(ids: readonly number[]) {
      return damages()
        .where(inIds(db, 'd.id', ids))
        .execute();
    },

    /** A sync page's damage services, archived ones included. */
    servicesByIds(ids: readonly number[]) {
      return services()
        .where(inIds(db, 'ds.id', ids))
        .execute();
    },

    damageByClientKey(key: string) {
      return db.selectFrom('work_order_damages').selectAll().where('client_key', '=', key).executeTakeFirst();
    },

    async searchDamages(workOrderId: number, p: Paged) {
      let q = damages().where('d.work_order_id', '=', workOrderId);
      if (!p.includeArchived) q = q.where('d.archived', '=', 0);
      const [rows, counted] = await Promise.all([
        q.orderBy('d.date_reported', 'desc').orderBy('d.id', 'desc').offset(p.skip).limit(p.take).execute(),
        q
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    async insertDamage(values: DamageColumns): Promise<number> {
      const row = await db
        .insertInto('work_order_damages')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    toggleDamageArchived(id: number) {
      return db
        .updateTable('work_order_damages')
        .set((eb) => ({ archived: sql<number>`1 - archived`, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    serviceById(id: number) {
      return services().where('ds.id', '=', id).executeTakeFirst();
    },

    serviceByClientKey(key: string) {
      return db
        .selectFrom('work_order_damage_services')
        .selectAll()
        .where('client_key', '=', key)
        .executeTakeFirst();
    },

    /** A live link of the damage to the repair order, if there is one. */
    liveLink(damageId: number, damageWorkOrderId: number) {
      return db
        .selectFrom('work_order_damage_services')
        .select('id')
        .where('damage_id', '=', damageId)
        .where('damage_work_order_id', '=', damageWorkOrderId)
        .where('archived', '=', 0)
        .executeTakeFirst();
    },

    async searchServices(f: { damageId?: number; damageWorkOrderId?: number }, p: Paged) {
      let q = services();
      if (f.damageId) q = q.where('ds.damage_id', '=', f.damageId);
      if (f.damageWorkOrderId) q = q.where('ds.damage_work_order_id', '=', f.damageWorkOrderId);
      if (!p.includeArchived) q = q.where('ds.archived', '=', 0);
      const [rows, counted] = await Promise.all([
        q.orderBy('ds.id').offset(p.skip).limit(p.take).execute(),
        q
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },

    async insertService(values: DamageServiceColumns): Promise<number> {
      const row = await db
        .insertInto('work_order_damage_services')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    toggleServiceArchived(id: number) {
      return db
        .updateTable('work_order_damage_services')
        .set((eb) => ({ archived: sql<number>`1 - archived`, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
export type DamagesRepo = ReturnType<typeof damagesRepo>;
export type DamageRow = NonNullable<Awaited<ReturnType<DamagesRepo['damageById']>>>;
export type DamageServiceRow = NonNullable<Awaited<ReturnType<DamagesRepo['serviceById']>>>;

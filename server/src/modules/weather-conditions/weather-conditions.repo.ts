import { inIds, type Db } from '../../platform/db';

export function serviceWeatherRepo(db: Db) {
  return {
    workOrderIdOf(serviceId: number) {
      return db
        .selectFrom('work_order_services')
        .select('work_order_id')
        .where('id', '=', serviceId)
        .executeTakeFirst();
    },

    /** The conditions picked for a service, in the settings list's order. */
    ofService(serviceId: number) {
      return db
        .selectFrom('work_order_service_weather_conditions as s')
        .innerJoin('weather_conditions as w', 'w.id', 's.weather_condition_id')
        .select(['w.id', 'w.name'])
        .where('s.work_order_service_id', '=', serviceId)
        .orderBy('w.sort_order')
        .orderBy('w.id')
        .execute();
    },

    /** Work order services as a device holds them (a pull's page), with their service's name. */
    servicesByIds(ids: readonly number[]) {
      return db
        .selectFrom('work_order_services as s')
        .innerJoin('services as sv', 'sv.id', 's.service_id')
        .select([
          's.id',
          's.work_order_id',
          's.completed',
          's.archived',
          's.version',
          'sv.name',
          'sv.service_group_id',
        ])
        .where(inIds(db, 's.id', ids))
        .orderBy('s.id')
        .execute();
    },

    /** The conditions of many services at once, in the settings list's order. */
    ofServices(serviceIds: readonly number[]) {
      return db
        .selectFrom('work_order_service_weather_conditions as s')
        .innerJoin('weather_conditions as w', 'w.id', 's.weather_condition_id')
        .select(['s.work_order_service_id', 'w.id', 'w.name'])
        .where(inIds(db, 's.work_order_service_id', serviceIds))
        .orderBy('w.sort_order')
        .orderBy('w.id')
        .execute();
    },

    async existing(ids: number[]) {
      if (!ids.length) return [];
      const rows = await db.selectFrom('weather_conditions').select('id').where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },

    async replace(serviceId: number, ids: number[]) {
      await db
        .deleteFrom('work_order_service_weather_conditions')
        .where('work_order_service_id', '=', serviceId)
        .execute();
      if (ids.length)
        await db
          .insertInto('work_order_service_weather_conditions')
          .values(ids.map((id) => ({ work_order_service_id: serviceId, weather_condition_id: id })))
          .execute();
    },
  };
}

import type { Kysely } from 'kysely';

// The weather a crew met while doing a work order service (WorkOrders_ServiceWeatherCondition):
// a set of the settings list's conditions per service. A condition picked on any service is in use,
// so the settings screen cannot remove it (platform/references.ts reads this foreign key).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('work_order_service_weather_conditions')
    .addColumn('work_order_service_id', 'integer', (c) =>
      c.notNull().references('work_order_services.id').onDelete('cascade'),
    )
    .addColumn('weather_condition_id', 'integer', (c) => c.notNull().references('weather_conditions.id'))
    .addPrimaryKeyConstraint('work_order_service_weather_conditions_pk', [
      'work_order_service_id',
      'weather_condition_id',
    ])
    .execute();
  await db.schema
    .createIndex('work_order_service_weather_conditions_condition_idx')
    .on('work_order_service_weather_conditions')
    .column('weather_condition_id')
    .execute();
}

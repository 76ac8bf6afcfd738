import type { Kysely } from 'kysely';

// Personal reach over work orders (work-orders.md §6) starts from the caller's crew rows and walks to
// the work orders of those schedules; the sync and the list walk the other way, from a work order to
// its schedule days. Each index holds every column its step reads, so no step touches the table, and
// replaces the one-column index it extends (a prefix serves every lookup the narrower one did).
const COVERING = [
  {
    name: 'schedule_crews_employee_cover_idx',
    table: 'schedule_crews',
    columns: ['employee_id', 'active', 'schedule_date_id'],
    replaces: 'schedule_crews_employee_idx',
  },
  {
    name: 'schedule_dates_schedule_cover_idx',
    table: 'schedule_dates',
    columns: ['schedule_id', 'active', 'schedule_date'],
    replaces: 'schedule_dates_schedule_idx',
  },
  {
    name: 'schedule_work_orders_schedule_cover_idx',
    table: 'schedule_work_orders',
    columns: ['schedule_id', 'active', 'work_order_id'],
    replaces: 'schedule_work_orders_schedule_idx',
  },
  {
    name: 'schedule_work_orders_work_order_cover_idx',
    table: 'schedule_work_orders',
    columns: ['work_order_id', 'active', 'schedule_id'],
    replaces: 'schedule_work_orders_work_order_idx',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const i of COVERING) {
    await db.schema.createIndex(i.name).on(i.table).columns(i.columns).execute();
    await db.schema.dropIndex(i.replaces).execute();
  }
}

import type { Kysely } from 'kysely';

// One daily log per employee, work order and day (work-orders.md §5). The service says so politely;
// the index keeps two simultaneous adds (or an offline crew's retried push) from both landing.
// Logs with no work order are not bound by it: NULLs never collide in a unique index on either engine.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('daily_logs_one_per_day')
    .on('daily_logs')
    .columns(['work_order_id', 'employee_id', 'log_date'])
    .unique()
    .execute();
}

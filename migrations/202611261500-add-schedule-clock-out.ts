import type { Kysely } from 'kysely';
import { instant } from './lib/portable';

// A clock-out records, on each work order's schedule link, the latest schedule day it was clocked
// out on (scheduling §4) and when: the device's own time when it clocked out offline.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schedule_work_orders').addColumn('clocked_out_date', 'text').execute();
  await db.schema.alterTable('schedule_work_orders').addColumn('clocked_out_at', instant(db)).execute();
}

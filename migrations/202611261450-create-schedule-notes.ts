import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

// The notes list of a schedule's notes tab: each note keeps who wrote it and when, and is never edited,
// so the list reads as a log beside the schedule's own Notes field.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'schedule_notes')
    .withId()
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('schedule_notes_schedule_idx')
    .on('schedule_notes')
    .columns(['schedule_id', 'created_at'])
    .execute();
}

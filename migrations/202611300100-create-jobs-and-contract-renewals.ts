import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

// Background jobs (renewals, bulk mail and prints, scheduled tasks) are rows, written in the same
// transaction as the change that asks for them, so a job is never lost and survives a restart.
// contract_renewals records which contract was renewed into which one for a year: running the same
// year again finds the row and creates nothing.
export async function up(db: Kysely<any>): Promise<void> {
  const at = instant(db);
  await table(db, 'jobs')
    .withId()
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_at', at, (c) => c.notNull())
    .addColumn('locked_until', at)
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('claim_type', 'text')
    .addColumn('schedule_key', 'text')
    .addColumn('created_at', at, (c) => c.notNull())
    .addColumn('finished_at', at)
    .execute();
  await db.schema.createIndex('jobs_state_run_at_idx').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema
    .createIndex('jobs_schedule_key_idx')
    .on('jobs')
    .columns(['schedule_key', 'state'])
    .execute();
  await db.schema
    .createIndex('jobs_requested_by_user_id_idx')
    .on('jobs')
    .column('requested_by_user_id')
    .execute();

  await table(db, 'contract_renewals')
    .plain()
    .addColumn('source_proposal_id', 'integer', (c) =>
      c.notNull().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .addPrimaryKeyConstraint('contract_renewals_pk', ['source_proposal_id', 'year'])
    .execute();
  await db.schema
    .createIndex('contract_renewals_proposal_id_idx')
    .on('contract_renewals')
    .column('proposal_id')
    .execute();
  await db.schema
    .createIndex('contract_renewals_job_id_idx')
    .on('contract_renewals')
    .column('job_id')
    .execute();
  await db.schema
    .createIndex('proposals_type_year_idx')
    .on('proposals')
    .columns(['proposal_type_id', 'year_of_work'])
    .execute();
}

import { sql } from 'kysely';
import type { Db, Engine } from '../db';
import { iso, nowIso } from '../db';
import type { EnqueueOptions, JobRecord, JobState } from './queue';

/** Thrown by progress() while the runner stops: the job goes back to the queue untouched. */
export class JobStopped extends Error {}

export const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export const errorText = (e: unknown) => (e instanceof Error ? e.message || e.name : String(e));

/** What a runner needs of a job's row to run it and settle it. */
export type JobRow = {
  id: number;
  name: string;
  payload: string;
  state: string;
  attempts: number;
  max_attempts: number;
  schedule_key: string | null;
};

export const JOB_ROW_COLUMNS = [
  'id',
  'name',
  'payload',
  'state',
  'attempts',
  'max_attempts',
  'schedule_key',
] as const;

/** Called in the inserting transaction, so a runner of its own learns of the job in the same commit. */
export type OnQueued = (
  trx: Db,
  job: { id: number; name: string; runAt: Date; maxAttempts: number },
) => Promise<void>;

/**
 * The `jobs` table is what the screens read (state, progress, result, error) on either engine; the
 * runners differ only in how they find and hold a due job. These are the writes both share.
 */
export function jobRows(db: Db, engine: Engine, onQueued: OnQueued) {
  const schedules = new Map<string, number>();

  async function insert(trx: Db, name: string, payload: unknown, o: EnqueueOptions = {}, key?: string) {
    const runAt = o.runAt ?? new Date();
    const maxAttempts = o.maxAttempts ?? 5;
    const { id } = await trx
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload ?? {}),
        state: 'queued',
        max_attempts: maxAttempts,
        run_at: runAt.toISOString(),
        requested_by_user_id: o.requestedByUserId ?? null,
        claim_type: o.claimType ?? null,
        schedule_key: key ?? null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await onQueued(trx, { id, name, runAt, maxAttempts });
    return id;
  }

  /** Queues a run of the scheduled task `name` unless one is queued or running already. */
  async function ensureScheduled(trx: Db, name: string, delayMs: number) {
    // Servers starting together would each see none pending; the lock lets one of them look at a time.
    if (engine === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${`jobs:${name}`}))`.execute(trx);
    const pending = await trx
      .selectFrom('jobs')
      .select('id')
      .where('schedule_key', '=', name)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (!pending) await insert(trx, name, {}, { runAt: new Date(Date.now() + delayMs) }, name);
  }

  return {
    schedules,
    insert,
    /** At start: every scheduled task has its next run queued (within a minute, the first time). */
    async scheduleAll() {
      for (const [name, every] of schedules)
        await db.transaction().execute((trx) => ensureScheduled(trx, name, Math.min(every, 60_000)));
    },
    /** Writes the outcome of a run; a scheduled task that ended queues its next run in the same commit. */
    async settle(job: Pick<JobRow, 'id' | 'schedule_key'>, set: Record<string, unknown>) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('jobs').set(set).where('id', '=', job.id).execute();
        const every = job.schedule_key ? schedules.get(job.schedule_key) : undefined;
        if (every !== undefined && set.state !== 'queued')
          await ensureScheduled(trx, job.schedule_key!, every);
      });
    },
    /** Records progress and renews the lease a runner holds the job by. */
    async progress(id: number, leaseSeconds: number, done?: number, total?: number) {
      await db
        .updateTable('jobs')
        .set({
          locked_until: later(leaseSeconds),
          ...(done === undefined ? {} : { progress_done: done, progress_total: total ?? done }),
        })
        .where('id', '=', id)
        .execute();
    },
    async get(id: number): Promise<JobRecord | undefined> {
      const r = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!r) return undefined;
      return {
        id: r.id,
        name: r.name,
        state: r.state as JobState,
        attempts: r.attempts,
        maxAttempts: r.max_attempts,
        progressDone: r.progress_done,
        progressTotal: r.progress_total,
        result: r.result == null ? null : JSON.parse(r.result),
        error: r.error,
        requestedByUserId: r.requested_by_user_id,
        claimType: r.claim_type,
        createdAt: iso(r.created_at),
        finishedAt: iso(r.finished_at),
      };
    },
  };
}

export type JobRows = ReturnType<typeof jobRows>;

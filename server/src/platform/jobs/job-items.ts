import type { JobContext } from './queue';

export type ItemOutcome = { ok: true } | { ok: false; message: string };

/**
 * Works through a job's items once each, across attempts. Each item's outcome is written as it ends,
 * so a run retried after its server died goes on from the first item without one: a bulk mail does
 * not mail the customers it already reached again (only an item cut off mid-way can be done twice).
 * An item that throws is recorded as failed with its message and the others still go.
 */
export async function eachItem(
  ctx: JobContext,
  items: readonly (number | string)[],
  work: (item: number | string) => Promise<void>,
): Promise<Map<string, ItemOutcome>> {
  const { db, jobId } = ctx;
  const done = new Map<string, ItemOutcome>(
    (
      await db.selectFrom('job_items').select(['item', 'ok', 'message']).where('job_id', '=', jobId).execute()
    ).map((r) => [r.item, r.ok ? { ok: true } : { ok: false, message: r.message ?? '' }]),
  );
  await ctx.progress(done.size, items.length);
  for (const item of items) {
    const key = String(item);
    if (done.has(key)) continue;
    let outcome: ItemOutcome;
    try {
      await work(item);
      outcome = { ok: true };
    } catch (e) {
      outcome = { ok: false, message: (e as Error).message };
    }
    await db
      .insertInto('job_items')
      .values({
        job_id: jobId,
        item: key,
        ok: outcome.ok ? 1 : 0,
        message: outcome.ok ? null : outcome.message,
      })
      .execute();
    done.set(key, outcome);
    await ctx.progress(done.size, items.length);
  }
  return done;
}

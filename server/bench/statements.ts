import type { FastifyInstance } from 'fastify';
import { InvoiceApprovedStatuses } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import type { Headers } from './to-schedule';

const ACCOUNTS = 5000;

/** The statements screen as billing opens it: a page of 10 aged 30 days and more, all and in one branch. */
export function statementsListBench(app: FastifyInstance, admin: Headers, manager: Headers) {
  const page = (headers: Headers, payload: object) => async () => {
    const r = await app.inject({ method: 'POST', url: '/api/v1/invoices/statements', headers, payload });
    if (r.statusCode !== 200) throw new Error(`statements: ${r.statusCode} ${r.body}`);
  };
  return [
    ['statements: first 10, 30+ days', page(admin, { AgingDays: 30 })],
    ['statements: branch scope, e-mail only', page(manager, { EmailOnly: true })],
  ] as [string, () => Promise<unknown>][];
}

async function untilDone(db: Db, id: number) {
  for (;;) {
    const job = await db
      .selectFrom('jobs')
      .select(['state', 'error', 'result'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (job.state === 'failed') throw new Error(`statements job failed: ${job.error}`);
    if (job.state === 'done') return JSON.parse(job.result!) as Record<string, unknown>;
    await new Promise((res) => setTimeout(res, 250));
  }
}

/**
 * Statements of 5,000 accounts (the invoices bench's billing volume) mailed, then printed, each as
 * the background job the screen starts; timed from the POST to the job's finish.
 */
export async function statementsBench(app: FastifyInstance, db: Db, admin: Headers) {
  const rows = await db
    .selectFrom('invoices')
    .select('account_id')
    .distinct()
    .where('approved_status_id', '=', InvoiceApprovedStatuses.Approved)
    .where('amount_due_cents', '>', 0)
    .orderBy('account_id')
    .limit(ACCOUNTS)
    .execute();
  const AccountIds = rows.map((r) => r.account_id);
  const out: Record<string, object> = {};
  for (const kind of ['email', 'print'] as const) {
    const t = performance.now();
    const r = await app.inject({
      method: 'POST',
      url: `/api/v1/invoices/statements/${kind}`,
      headers: admin,
      payload: { AccountIds },
    });
    if (r.statusCode !== 200 && r.statusCode !== 202)
      throw new Error(`statements ${kind}: ${r.statusCode} ${r.body}`);
    const answered = performance.now() - t;
    const result = await untilDone(db, r.json<{ JobId: number }>().JobId);
    const seconds = (performance.now() - t) / 1000;
    out[`statements ${kind} of ${AccountIds.length} accounts (job)`] = {
      answeredMs: +answered.toFixed(1),
      seconds: +seconds.toFixed(1),
      accountsPerSecond: Math.round(AccountIds.length / seconds),
      ...(kind === 'email' ? { sent: result.Sent, notSent: (result.Failed as unknown[]).length } : {}),
    };
  }
  return out;
}

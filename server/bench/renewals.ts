import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db';
import { renewalCatalogue, seedRenewableContracts } from '../src/seed/contracts-demo';
import type { Headers } from './to-schedule';

const CONTRACTS_PER_SCALE = 500;
// Far from the demo's years, so only the contracts seeded here fall due.
const YEAR = 2300;

/**
 * A renewal run as the office manager starts it: `--scale 20` renews 10,000 contracts (four lines,
 * two of them due). Timed from the POST to the job's finish, as the app's own runner does it.
 */
export async function renewalsBench(app: FastifyInstance, db: Db, admin: Headers, scale: number) {
  const count = Math.max(1, Math.round(scale * CONTRACTS_PER_SCALE));
  await seedRenewableContracts(db, { count, year: YEAR - 1, catalogue: await renewalCatalogue(db) });
  const t = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: '/api/v1/proposals/genRenewables',
    headers: admin,
    payload: { year: YEAR, plantHealthCareIncrease: 4, fertilizationIncrease: 4, lawnCareIncrease: 4 },
  });
  if (r.statusCode !== 200) throw new Error(`renewals: ${r.statusCode} ${r.body}`);
  const id = r.json<{ JobId: number }>().JobId;
  for (;;) {
    const job = await db
      .selectFrom('jobs')
      .select(['state', 'error', 'result'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (job.state === 'failed') throw new Error(`renewals failed: ${job.error}`);
    if (job.state === 'done') {
      const seconds = (performance.now() - t) / 1000;
      const made = JSON.parse(job.result!).NumProposals as number;
      if (made !== count) throw new Error(`renewals made ${made} of ${count}`);
      return {
        [`renewal of ${count} contracts`]: {
          seconds: +seconds.toFixed(1),
          contractsPerSecond: Math.round(count / seconds),
        },
      };
    }
    await new Promise((res) => setTimeout(res, 250));
  }
}

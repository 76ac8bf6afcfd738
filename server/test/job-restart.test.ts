import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ProposalTypes } from '@canopy/shared';
import { RENEWAL_JOB } from '../src/modules/contracts/renewals';
import { openDb, type DbHandle } from '../src/platform/db';
import { migrateToLatest } from '../src/platform/db/migrate';
import { jobsSchemaFor } from '../src/config';
import { jobQueueFor } from '../src/platform/jobs/job-queue';
import { renewalCatalogue, seedRenewableContracts } from '../src/seed/contracts-demo';
import { TEST_HASH_COST } from '../src/platform/auth/passwords';
import { seedDemo } from '../src/seed/demo';
import { ENGINES, PASSWORD, PG_URL } from './harness';
import { copyTemplate } from './templates';

const ROOT = resolve(import.meta.dirname, '../..');
const CONTRACTS = 2000;
const YEAR = 2400;

/** The server as its own process (`npm start` without the client), so it can be killed outright. */
function startServer(env: Record<string, string>): ChildProcess {
  return spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', JOBS_POLL_MS: '200', ...env },
    stdio: 'ignore',
    // A process group of its own: tsx runs the server as its child, and a kill of tsx alone would
    // leave the server (and its job) running.
    detached: true,
  });
}

/** Whether any process of the server's group is still running. */
function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills the server outright, tsx and the server under it, and waits until none of it runs. */
async function killServer(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    return;
  }
  await until('the server to stop', async () => !groupAlive(child), 30_000);
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 300_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

for (const engine of ENGINES) {
  describe(`a renewal job across a server restart [${engine}]`, () => {
    it('completes after the server is killed mid-run, every contract renewed exactly once', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'canopy-restart-'));
      const schema = `r_${randomBytes(6).toString('hex')}`;
      const pg = engine === 'postgres';
      // A copy of the run's migrated, demo-seeded template; built here when the file runs without one.
      const copy = await copyTemplate(engine, dir, PG_URL);
      const database: Record<string, string> =
        copy?.env ?? (pg ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {});
      const env: Record<string, string> = {
        DATA_DIR: dir,
        PORT: String(4100 + Math.floor(Math.random() * 800)),
        CLIENT_DIST: join(dir, 'no-client'),
        // A killed PostgreSQL server leaves its job marked running (and locked by its worker in the
        // queue library): the next server frees it once this lease ends.
        JOB_LEASE_SECONDS: '3',
        ...database,
      };
      let dbh: DbHandle | undefined;
      let child: ChildProcess | undefined;
      try {
        dbh = await openDb({
          dataDir: dir,
          databaseUrl: database.DATABASE_URL,
          schema: database.DATABASE_SCHEMA,
        });
        if (!copy) {
          await migrateToLatest(dbh.db, database.DATABASE_SCHEMA);
          await seedDemo(dbh, PASSWORD, TEST_HASH_COST);
        }
        const catalogue = await renewalCatalogue(dbh.db);
        const sources = await seedRenewableContracts(dbh.db, { count: CONTRACTS, year: YEAR - 1, catalogue });
        // The queue the server runs (graphile-worker on PostgreSQL); its start makes the library's tables.
        const q = jobQueueFor(dbh, {
          jobsSchema: jobsSchemaFor(database.DATABASE_SCHEMA),
          pollMs: 0,
          leaseSeconds: 3,
        });
        await q.start();
        await q.stop();
        const jobId = await dbh.db.transaction().execute((trx) =>
          q.enqueue(trx, RENEWAL_JOB, {
            year: YEAR,
            increases: { plantHealthCare: 400, fertilization: 400, lawnCare: 400 },
            employeeId: null,
          }),
        );
        const db = dbh.db;
        const job = () => db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();

        child = startServer(env);
        await until('the first batch', async () => (await job()).progress_done > 0);
        await killServer(child, 'SIGKILL');
        const cut = await job();
        expect(cut.state).toBe('running');
        expect(cut.progress_done).toBeLessThan(CONTRACTS);

        child = startServer(env);
        const done = await until('the job to finish', async () => {
          const j = await job();
          return j.state === 'done' || j.state === 'failed' ? j : undefined;
        });
        expect(done.state).toBe('done');
        expect(JSON.parse(done.result!)).toEqual({ NumProposals: CONTRACTS, Year: YEAR });
        const renewals = await db
          .selectFrom('contract_renewals')
          .select(['source_proposal_id', 'proposal_id'])
          .where('year', '=', YEAR)
          .execute();
        expect(renewals.map((r) => r.source_proposal_id).sort((a, b) => a - b)).toEqual(sources);
        const made = await db
          .selectFrom('proposals')
          .select('id')
          .where('proposal_type_id', '=', ProposalTypes.Contract)
          .where('year_of_work', '=', YEAR)
          .execute();
        expect(made.map((m) => m.id).sort()).toEqual(renewals.map((r) => r.proposal_id).sort());
        // Each new contract has its two yearly programs, no line twice.
        const lines = await db
          .selectFrom('proposal_item_services')
          .select((eb) => ['proposal_id', eb.fn.countAll<number>().as('n')])
          .where(
            'proposal_id',
            'in',
            made.map((m) => m.id),
          )
          .groupBy('proposal_id')
          .execute();
        expect(lines).toHaveLength(CONTRACTS);
        expect(lines.every((l) => Number(l.n) === 2)).toBe(true);
      } finally {
        if (child && groupAlive(child)) {
          await killServer(child, 'SIGTERM').catch(() => killServer(child!, 'SIGKILL'));
        }
        if (pg && dbh && !copy) {
          await sql`drop schema ${sql.id(schema)} cascade`.execute(dbh.db);
          await sql`drop schema if exists ${sql.id(jobsSchemaFor(schema))} cascade`.execute(dbh.db);
        }
        await dbh?.close();
        await copy?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    }, 600_000);
  });
}

import type { DbHandle } from '../db';
import { graphileQueue } from './graphile-queue';
import type { JobQueue } from './queue';
import { tableQueue } from './table-queue';

export interface JobQueueOptions {
  jobsSchema: string;
  pollMs: number;
  leaseSeconds: number;
  log?: (msg: string, err?: unknown) => void;
}

/** graphile-worker on PostgreSQL; on the SQLite default our own runner over the same `jobs` rows. */
export function jobQueueFor(dbh: DbHandle, opts: JobQueueOptions): JobQueue {
  const { jobsSchema, ...common } = opts;
  if (dbh.engine === 'sqlite' || !dbh.url) return tableQueue(dbh, common);
  return graphileQueue(dbh, { connectionString: dbh.url, schema: jobsSchema, ...common });
}

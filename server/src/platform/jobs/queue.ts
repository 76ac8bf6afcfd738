import type { ClaimType } from '@canopy/shared';
import type { Db } from '../db';

/** What a handler is given: its payload, the database, and a way to report how far it got. */
export interface JobContext<P = unknown> {
  jobId: number;
  payload: P;
  db: Db;
  attempt: number;
  /** Records progress (and keeps the job's lease, so a long run is not taken for a dead one). */
  progress(done: number, total: number): Promise<void>;
}

/** Runs a job; what it returns is kept as the job's result. Throwing retries it with backoff. */
export type JobHandler<P = unknown> = (ctx: JobContext<P>) => Promise<unknown>;

export interface EnqueueOptions {
  /** The user who asked; they may read the job's state. */
  requestedByUserId?: number | null;
  /** Full holders of this claim may read the job's state too. */
  claimType?: ClaimType | null;
  runAt?: Date;
  maxAttempts?: number;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobRecord {
  id: number;
  name: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  progressDone: number;
  progressTotal: number;
  result: unknown;
  error: string | null;
  requestedByUserId: number | null;
  claimType: string | null;
  createdAt: string | null;
  finishedAt: string | null;
}

/**
 * The one way work is done in the background: renewals, bulk mail and prints, scheduled tasks.
 * `enqueue` takes the caller's transaction, so the job exists exactly when the change asking for it
 * was committed.
 */
export interface JobQueue {
  register<P>(name: string, handler: JobHandler<P>): void;
  enqueue(trx: Db, name: string, payload: unknown, opts?: EnqueueOptions): Promise<number>;
  /** A task run every `everyMs`: one queued run at a time, the next queued when it is done. */
  schedule(name: string, everyMs: number): void;
  get(id: number): Promise<JobRecord | undefined>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs due jobs until none is left (tests and the command line use it instead of waiting). */
  drain(): Promise<void>;
}

/** Seconds before retry n (1-based): 2, 4, 8 … capped at an hour. */
export const backoffSeconds = (attempt: number) => Math.min(3600, 2 ** Math.max(1, attempt));

import { PostgresAdapter } from 'kysely';
import type { MutationOp, SyncMutation } from '@canopy/sync/protocol';
import type { AuthContext } from '../../../platform/auth/context';
import type { Db } from '../../../platform/db';
import type { Database } from '../../../platform/db/schema';
import { HttpError } from '../../../platform/errors';
import type { FilesService } from '../../../platform/files/files';
import type { BlobsService } from './sync-blobs.service';
import { syncPushRepo } from './sync-push.repo';

/** What a handler works with: the mutation's own transaction, the caller, and the record it is about. */
export interface MutationCtx {
  trx: Db;
  auth: AuthContext;
  m: SyncMutation;
  /** The record's server id (update, delete): sent by the device, or found by its Key. */
  id: number;
  /** Data with every Refs field replaced by the id its Key maps to. */
  data: Record<string, unknown>;
  /** Files over the same transaction (removing an image removes its file in the same commit). */
  files: FilesService;
  blobs: BlobsService;
}

export type Outcome =
  | { kind: 'applied'; Id: number; Version: number; Deleted: boolean; Data: unknown }
  | { kind: 'conflict'; Id: number | null; Current: unknown; CurrentVersion: number | null };

/**
 * How a push applies a mutation of one entity: through the online service functions, which check the
 * caller's claim and reach first, exactly as the online routes' calls do.
 */
export type EntityHandler = Record<MutationOp, (c: MutationCtx) => Promise<Outcome>> & {
  /**
   * Optional: a run of one kind's mutations at once, in one transaction and fewer statements. It
   * answers exactly what the one-at-a-time handler would for each, or throws if it cannot tell (a
   * refusal, a conflict), and the push then applies the run one mutation at a time.
   */
  many?: Partial<Record<MutationOp, (cs: MutationCtx[]) => Promise<Outcome[]>>>;
};

export const applied = (dto: { Id: number; Version: number }): Outcome => ({
  kind: 'applied',
  Id: dto.Id,
  Version: dto.Version,
  Deleted: false,
  Data: dto,
});

export const deleted = (id: number): Outcome => ({
  kind: 'applied',
  Id: id,
  Version: 0,
  Deleted: true,
  Data: null,
});

export const stale = (dto: { Id: number; Version: number }): Outcome => ({
  kind: 'conflict',
  Id: dto.Id,
  Current: dto,
  CurrentVersion: dto.Version,
});

/**
 * The record is not on the server (any more). A delete of it is done if the delete that removed it
 * was this employee's own (from another device, or an earlier key); anything else is a conflict the
 * device shows as "deleted on the server".
 */
export async function gone(c: MutationCtx): Promise<Outcome> {
  if (c.m.Op === 'delete') {
    if (await syncPushRepo(c.trx).deletedBy(c.m.Entity, c.id, c.auth.employeeId)) return deleted(c.id);
  }
  return { kind: 'conflict', Id: c.id, Current: null, CurrentVersion: null };
}

/** Tables of versioned records (an id and a Version), the kind a device changes. */
export type Versioned = {
  [T in keyof Database]: Database[T] extends { id: unknown; version: unknown } ? T : never;
}[keyof Database];

/**
 * The stored version of a record, locked on PostgreSQL until the mutation commits, so a delete that
 * checked the version removes that version and not one saved in between. SQLite has one writer.
 */
export async function lockedVersion(trx: Db, table: Versioned, id: number): Promise<number | undefined> {
  const pg = trx.getExecutor().adapter instanceof PostgresAdapter;
  const row = await trx
    .selectFrom(table)
    .select('version')
    .where('id', '=', id)
    .$if(pg, (q) => q.forUpdate())
    .executeTakeFirst();
  return row?.version;
}

/** The delete a device asks for, of the version it saw: a newer version on the server is a conflict. */
export async function deleteIfCurrent<T extends { Id: number; Version: number }>(
  c: MutationCtx,
  table: Versioned,
  steps: { current: () => Promise<T>; remove: () => Promise<void> },
): Promise<Outcome> {
  if ((await lockedVersion(c.trx, table, c.id)) === undefined) return gone(c);
  // Reading the current record checks the caller reaches it (404 outside) before anything is told.
  const current = await steps.current();
  if (current.Version !== c.m.BaseVersion) return stale(current);
  await steps.remove();
  return deleted(c.id);
}

/**
 * Runs a change of a stored record through its service, which checks the caller's claim and reach
 * before anything else. The row is locked first (PostgreSQL), so the version the service checks is the
 * one it changes; a record no longer on the server is `gone` rather than a rejection, but only after
 * the service has said the caller may make the change at all.
 */
export async function unlessGone(c: MutationCtx, table: Versioned, change: () => Promise<Outcome>) {
  const version = await lockedVersion(c.trx, table, c.id);
  try {
    return await change();
  } catch (e) {
    if (version === undefined && e instanceof HttpError && e.statusCode === 404) return gone(c);
    throw e;
  }
}

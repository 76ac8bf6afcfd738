import { PostgresAdapter } from 'kysely';
import { allows } from '@canopy/shared';
import type { MutationOp, SyncMutation } from '@canopy/sync/protocol';
import type { AuthContext } from '../../../platform/auth/context';
import type { RouteAccess } from '../../../platform/auth/guard';
import type { Db } from '../../../platform/db';
import { forbidden } from '../../../platform/errors';
import type { FilesService } from '../../../platform/files/files';
import type { BlobsService } from './sync-blobs.service';

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

export type EntityHandler = Record<MutationOp, (c: MutationCtx) => Promise<Outcome>>;

/** The claim check of the matching online route, as the guard makes it. */
export function mustAllow(auth: AuthContext, route: { access: RouteAccess }): void {
  const access = route.access;
  if ('claim' in access && !allows(auth.claims, access.claim)) throw forbidden();
}

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
    const ours = await c.trx
      .selectFrom('sync_mutations')
      .select('mutation_id')
      .where('entity', '=', c.m.Entity)
      .where('record_id', '=', c.id)
      .where('op', '=', 'delete')
      .where('status', '=', 'applied')
      .where('employee_id', '=', c.auth.employeeId)
      .executeTakeFirst();
    if (ours) return deleted(c.id);
  }
  return { kind: 'conflict', Id: c.id, Current: null, CurrentVersion: null };
}

type Versioned = 'daily_logs' | 'work_order_images' | 'scouting_reports' | 'service_items';

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

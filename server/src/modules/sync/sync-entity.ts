import type { SyncEntity, WritableEntity } from '@canopy/sync/protocol';
import type { ActionAccess, AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import type { SyncScope } from './pull/sync-scope';
import type { EntityHandler } from './push/sync-push.handlers';

// What a module declares for each record kind a device holds (sync/src/protocol.ts lists them): who
// reads it, how a page of them is read, and, for the kinds a device may change, how a push applies.

/** What a loader reads with: the pull's snapshot, the caller and their scope now. */
export interface LoadContext {
  db: Db;
  auth: AuthContext;
  scope: SyncScope;
  files: FilesService;
}

export interface Loaded {
  version: number;
  data: unknown;
}

/**
 * The current DTO of each record among `ids` that the caller may hold now, by id, read a page at a
 * time (one query per entity, not per record) through the online API's repos and mappers, so a device
 * holds exactly what the online screens show. A record outside the scope is left out: the pull sends
 * its tombstone.
 */
export type Loader = (ctx: LoadContext, ids: number[]) => Promise<Map<number, Loaded>>;

interface EntitySync<E extends SyncEntity> {
  entity: E;
  /** The claim that shows the record online; a caller without it is never sent one. */
  read: ActionAccess;
  load: Loader;
}

/** A writable entity must say how a push applies; a read-only one has no handler (pushes are refused). */
export type SyncEntityDef<E extends SyncEntity = SyncEntity> = E extends WritableEntity
  ? EntitySync<E> & { push: EntityHandler }
  : EntitySync<E> & { push?: undefined };

export const loaded = <T extends { Id: number; Version: number }>(dtos: T[]): Map<number, Loaded> =>
  new Map(dtos.map((d) => [d.Id, { version: d.Version, data: d }]));

/** Keeps the rows of work orders the device holds (records that travel with their work order). */
export const onHeldWorkOrder = (ctx: LoadContext) => {
  const held = new Set(ctx.scope.roots.workOrderIds);
  return (r: { work_order_id: number | null }) => r.work_order_id != null && held.has(r.work_order_id);
};

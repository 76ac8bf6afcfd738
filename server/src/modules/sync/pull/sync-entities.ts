import { PULL_LIMIT_MAX, type SyncEntity } from '@canopy/sync/protocol';
import { inIds, type Db } from '../../../platform/db';
import type { LoadContext, Loaded } from '../sync-entity';
import type { SyncRegistry } from '../sync-registry';

/**
 * The current DTO of each record the caller may hold now, by entity and id, read by the owning
 * module's loader; records missing or out of scope are absent. Entities the caller does not read are
 * never loaded.
 */
export async function loadRecords(
  ctx: LoadContext,
  registry: SyncRegistry,
  wanted: Map<SyncEntity, number[]>,
): Promise<Map<SyncEntity, Map<number, Loaded>>> {
  const out = new Map<SyncEntity, Map<number, Loaded>>();
  for (const [entity, ids] of wanted) {
    if (!ctx.scope.entities.includes(entity)) continue;
    const loaded = new Map<number, Loaded>();
    // A page is one batch; a large backfill goes in batches of a page's most.
    for (let at = 0; at < ids.length; at += PULL_LIMIT_MAX)
      for (const [id, record] of await registry[entity].load(ctx, ids.slice(at, at + PULL_LIMIT_MAX)))
        loaded.set(id, record);
    out.set(entity, loaded);
  }
  return out;
}

/**
 * The client keys of records created by a push, by `entity:id`: read through the (entity, record_id)
 * index an entity at a time, so a page's lookup does not scan every key ever made.
 */
export async function keysOf(db: Db, ids: Map<SyncEntity, number[]>): Promise<Map<string, string>> {
  const wanted = [...ids].filter(([, list]) => list.length);
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom('sync_keys')
    .select(['key', 'entity', 'record_id'])
    .where((eb) =>
      eb.or(
        wanted.map(([entity, list]) =>
          eb.and([eb('entity', '=', entity), inIds(db, 'record_id', [...new Set(list)])]),
        ),
      ),
    )
    .orderBy('key')
    .execute();
  return new Map(rows.map((r) => [`${r.entity}:${r.record_id}`, r.key]));
}

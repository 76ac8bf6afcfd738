import { SYNC_ENTITIES, type SyncEntity } from '@canopy/sync/protocol';
import type { CanopyModule } from '../module';
import type { SyncEntityDef } from './sync-entity';

/** Every entity a device holds, with the module's reader, loader and (if writable) push handler. */
export type SyncRegistry = { readonly [E in SyncEntity]: SyncEntityDef<E> };

/**
 * The sync entities the modules declare, one module per entity. The types see to it that a writable
 * entity has a push handler; this sees to it at start-up that every entity of the device's list has a
 * module, so the app does not start with records a device could be sent but never loaded.
 */
export function syncRegistry(modules: readonly CanopyModule[]): SyncRegistry {
  const found = new Map<SyncEntity, SyncEntityDef>();
  for (const def of modules.flatMap((m) => m.sync ?? [])) {
    if (found.has(def.entity)) throw new Error(`Two modules declare the sync entity ${def.entity}`);
    found.set(def.entity, def);
  }
  const missing = SYNC_ENTITIES.filter((e) => !found.has(e));
  if (missing.length) throw new Error(`No module declares the sync entities ${missing.join(', ')}`);
  return Object.fromEntries(found) as unknown as SyncRegistry;
}

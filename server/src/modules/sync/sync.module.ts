import { SYNC_ENTITIES } from '@canopy/sync/protocol';
import type { CanopyModule } from '../module';
import { syncPullRoutes } from './pull/sync-pull.routes';
import { syncPullService } from './pull/sync-pull.service';
import { blobsService } from './push/sync-blobs.service';
import { syncBlobsRoutes } from './push/sync-blobs.routes';
import { syncPushRoutes } from './push/sync-push.routes';
import { syncPushService, type Handlers } from './push/sync-push.service';
import { syncRegistry } from './sync-registry';

/**
 * The crew app's sync (sync/pull, sync/push, sync/blobs/{hash}) over the records the other modules
 * declare: each module says how its records are read, loaded and changed; this module follows the
 * change log and the device's cursor.
 */
export function syncModule(modules: readonly CanopyModule[]): CanopyModule {
  const registry = syncRegistry(modules);
  const handlers: Handlers = Object.fromEntries(
    SYNC_ENTITIES.flatMap((e) => {
      const push = registry[e].push;
      return push ? [[e, push]] : [];
    }),
  );
  return {
    name: 'sync',
    async register(api, deps) {
      const { db, files, filesOver } = deps;
      await api.register(syncPullRoutes(syncPullService({ db, files, registry })));
      const blobs = blobsService({ db, files, tempDir: deps.filesTempDir });
      await api.register(syncPushRoutes(syncPushService({ db, filesOver, blobs, handlers })));
      await api.register(syncBlobsRoutes(blobs));
    },
  };
}

import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../app';
import type { Db } from '../../../platform/db';
import { filesService } from '../../../platform/files/files';
import { diskStore } from '../../../platform/files/store';
import { blobsService } from './sync-blobs.service';
import { syncBlobsRoutes } from './sync-blobs.routes';
import { dailyLogHandler } from './sync-push.daily-log';
import { syncPushRoutes } from './sync-push.routes';
import { scoutingReportHandler } from './sync-push.scouting-report';
import { syncPushService } from './sync-push.service';
import { serviceItemHandler } from './sync-push.service-item';
import { workOrderImageHandler } from './sync-push.work-order-image';

/** The crew app's push and photo uploads: sync/push, sync/blobs/{hash}. */
export async function registerSyncPush(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, db } = deps;
  // The same store the files service of modules/index.ts writes to; pieces of photos gather in its
  // temp folder (stored keys are hex, so `tmp` never meets one).
  const root = join(config.dataDir, 'files');
  const store = diskStore(root);
  const filesOver = (on: Db) => filesService({ db: on, store, secret: config.encryptionSecret });
  const blobs = blobsService({ db, files: filesOver(db), tempDir: join(root, 'tmp') });
  const handlers = {
    dailyLog: dailyLogHandler,
    workOrderImage: workOrderImageHandler,
    scoutingReport: scoutingReportHandler,
    serviceItem: serviceItemHandler,
  };
  await api.register(syncPushRoutes(syncPushService({ db, filesOver, blobs, handlers })));
  await api.register(syncBlobsRoutes(blobs));
}

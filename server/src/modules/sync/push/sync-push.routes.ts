import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@canopy/shared';
import { PushRequest, PushResponse } from '@canopy/sync/protocol';
import { syncAccess } from '../sync.access';
import type { SyncPushService } from './sync-push.service';

const tags = ['Sync'];

/**
 * POST sync/push: any signed-in employee; each mutation is held to the claims of the service that applies it.
 * A full batch of scouting entries with long notes is larger than the default 1 MB body.
 */
export const syncPushRoutes =
  (svc: SyncPushService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/sync/push',
      {
        config: syncAccess.push,
        bodyLimit: 8 * 1024 * 1024,
        schema: { tags, body: PushRequest, response: { 200: PushResponse, 400: ErrorBody } },
      },
      async (req) => svc.push(req.auth, req.body),
    );
  };

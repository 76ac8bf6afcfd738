import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@canopy/shared';
import { PushRequest, PushResponse } from '@canopy/sync/protocol';
import type { SyncPushService } from './sync-push.service';

const tags = ['Sync'];

/**
 * POST sync/push: any signed-in employee; each mutation is held to the claim of its online route.
 * A full batch of scouting entries with long notes is larger than the default 1 MB body.
 */
export const syncPushRoutes =
  (svc: SyncPushService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/sync/push',
      {
        config: { access: { signedIn: true } },
        bodyLimit: 8 * 1024 * 1024,
        schema: { tags, body: PushRequest, response: { 200: PushResponse, 400: ErrorBody } },
      },
      async (req) => svc.push(req.auth, req.body),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@canopy/shared';
import { PullRequest, PullResponse } from '@canopy/sync/protocol';
import { syncAccess } from '../sync.access';
import type { SyncPullService } from './sync-pull.service';

export const syncPullRoutes =
  (svc: SyncPullService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/sync/pull',
      {
        config: syncAccess.pull,
        schema: {
          tags: ['Sync'],
          body: PullRequest,
          response: { 200: PullResponse, 400: ErrorBody, 403: ErrorBody },
        },
      },
      async (req) => svc.pull(req.auth, req.body),
    );
  };

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
      // The page comes written out (see pull): Fastify sends JSON text as it is, and the schema above
      // still describes it.
      async (req, reply) => {
        const text = await svc.pull(req.auth, req.body);
        return reply.type('application/json; charset=utf-8').send(text as unknown as PullResponse);
      },
    );
  };

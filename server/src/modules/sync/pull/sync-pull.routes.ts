import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALL_FLAGS, claim, ErrorBody } from '@canopy/shared';
import { PullRequest, PullResponse } from '@canopy/sync/protocol';
import type { SyncPullService } from './sync-pull.service';

// Anyone whose claims open a work order or a location's inventory online may pull; the scope of the
// pull (sync-scope.ts) is what those claims reach, so a claim here never widens what is sent.
export const syncPullAccess = {
  access: {
    claim: [
      claim('WorkOrders', ALL_FLAGS),
      claim('Schedules', ALL_FLAGS),
      claim('Account', ALL_FLAGS),
      claim('WorkOrders_ScoutingReport', ALL_FLAGS),
      claim('Proposals', ALL_FLAGS),
      claim('Contracts', ALL_FLAGS),
    ],
  },
};

export const syncPullRoutes =
  (svc: SyncPullService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/sync/pull',
      {
        config: syncPullAccess,
        schema: {
          tags: ['Sync'],
          body: PullRequest,
          response: { 200: PullResponse, 400: ErrorBody, 403: ErrorBody },
        },
      },
      async (req) => svc.pull(req.auth, req.body),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AccountRow, AccountSearch, B, claim, ErrorBody, F, R } from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { AccountsService } from './accounts.service';

const view = { access: { claim: claim('Account', R | B | F) } };
const tags = ['Accounts'];

export const accountsRoutes =
  (svc: AccountsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/accounts/_search',
      {
        config: view,
        schema: { tags, body: AccountSearch, response: { 200: Type.Array(AccountRow), 400: ErrorBody } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
  };

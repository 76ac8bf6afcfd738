import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccountNameMatch,
  AccountNamesQuery,
  AccountRow,
  AccountSearch,
  AccountStatusList,
  ErrorBody,
  IdName,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { AccountsService } from './accounts.service';
import type { AccountRecordsService } from './account-records.service';
import { accountAccess } from './accounts.access';

const { view } = accountAccess;
const tags = ['Accounts'];

/** The account list and the lookups of the account screens. */
export const accountsRoutes =
  (svc: AccountsService, records: AccountRecordsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/accounts/_search',
      {
        config: view,
        schema: { tags, body: AccountSearch, response: { 200: Type.Array(AccountRow), 400: ErrorBody } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/accounts/statuses',
      { config: view, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => AccountStatusList,
    );
    app.get(
      '/accounts/arborists',
      {
        config: view,
        schema: {
          tags,
          querystring: Type.Object({ branchId: Type.Optional(Type.Integer({ minimum: 1 })) }),
          response: { 200: Type.Array(IdName) },
        },
      },
      async (req) => svc.arborists(req.auth, req.query.branchId),
    );
    app.get(
      '/accounts/accountNames',
      {
        config: view,
        schema: {
          tags,
          querystring: AccountNamesQuery,
          response: { 200: Type.Array(AccountNameMatch), 400: ErrorBody },
        },
      },
      async (req) => records.sameName(req.auth, req.query),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Account,
  ConflictOf,
  ErrorBody,
  IdName,
  IdParams,
  NewAccount,
  Ok,
  SaveAccount,
  SaveBillingAddress,
  SavedAccount,
} from '@canopy/shared';
import type { AccountRecordsService } from './account-records.service';
import { accountAccess } from './accounts.access';

const { view, edit } = accountAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Accounts'];

export const accountRecordsRoutes =
  (svc: AccountRecordsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/accounts/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: Account, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.get(
      '/accounts/:id/salesreps',
      { config: view, schema: { tags, params: IdParams, response: { 200: Type.Array(IdName), ...errors } } },
      async (req) => svc.salesReps(req.auth, req.params.id),
    );
    app.post(
      '/accounts/create',
      { config: edit, schema: { tags, body: NewAccount, response: { 200: Account, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/accounts/save',
      {
        config: edit,
        schema: {
          tags,
          body: SaveAccount,
          response: { 200: SavedAccount, 409: ConflictOf(Account), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.put(
      '/accounts/:id/billingAddress',
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: SaveBillingAddress,
          response: { 200: Account, 409: ConflictOf(Account), ...errors },
        },
      },
      async (req) => svc.saveBillingAddress(req.auth, req.params.id, req.body),
    );
    app.delete(
      '/accounts/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Account,
  B,
  claim,
  ConflictOf,
  ErrorBody,
  F,
  IdName,
  IdParams,
  NewAccount,
  Ok,
  R,
  SaveAccount,
  SaveBillingAddress,
  SavedAccount,
} from '@canopy/shared';
import type { AccountRecordsService } from './account-records.service';

// Account ReadOnly, Branch or Full views an account; Full or Branch adds, edits and deletes. The
// service limits Branch holders to the accounts of their branches (others' are 404).
const view = { access: { claim: claim('Account', R | B | F) } };
const edit = { access: { claim: claim('Account', B | F) } };
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

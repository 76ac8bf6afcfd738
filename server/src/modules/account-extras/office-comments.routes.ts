import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { B, claim, ErrorBody, F, IdParams, NewOfficeComment, OfficeComment, R } from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { OfficeCommentsService } from './office-comments.service';

// Anyone who may view the account reads its comments; Account Full or Branch adds them (the spec's
// account edit rule; its other reading, Settings Full as well, would keep branch managers out).
const view = { access: { claim: claim('Account', R | B | F) } };
const edit = { access: { claim: claim('Account', B | F) } };
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Account office comments'];

export const officeCommentsRoutes =
  (svc: OfficeCommentsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/account-office-comments',
      { config: edit, schema: { tags, body: NewOfficeComment, response: { 200: OfficeComment, ...errors } } },
      async (req) => svc.add(req.auth, req.body),
    );
    app.get(
      '/account-office-comments/account/:id',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          querystring: Type.Object({
            skip: Type.Optional(Type.Integer({ minimum: 0 })),
            take: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
          }),
          response: { 200: Type.Array(OfficeComment), ...errors },
        },
      },
      async (req, reply) =>
        sendList(reply, await svc.history(req.auth, req.params.id, req.query.skip, req.query.take)),
    );
    app.get(
      '/account-office-comments/recent/:id',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          response: { 200: Type.Union([OfficeComment, Type.Null()]), ...errors },
        },
      },
      async (req) => svc.recent(req.auth, req.params.id),
    );
  };

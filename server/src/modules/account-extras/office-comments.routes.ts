import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, NewOfficeComment, OfficeComment } from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { OfficeCommentsService } from './office-comments.service';
import { accountExtrasAccess } from './account-extras.access';

const { view, edit } = accountExtrasAccess;
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

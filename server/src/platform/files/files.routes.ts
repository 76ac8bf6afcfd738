import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@canopy/shared';
import { HttpError } from '../errors';
import type { FilesService } from './files';

/** Signed, expiring links: the signature is the permission, so the route itself is public. */
export const filesRoutes =
  (files: FilesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/files/:id',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['Files'],
          params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
          querystring: Type.Object({ exp: Type.Integer(), sig: Type.String({ maxLength: 100 }) }),
          response: { 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        if (!files.verify(req.params.id, req.query.exp, req.query.sig))
          throw new HttpError(403, 'This link has expired.');
        return files.send(reply, req.params.id);
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ChemicalPicture, ChemicalPictureParams, claim, ErrorBody, F, IdParams, Ok, R } from '@canopy/shared';
import { readUploads } from '../../platform/files/files';
import { CHEMICAL_PICTURE_UPLOAD, type ChemicalPicturesService } from './chemical-pictures.service';

const view = { access: { claim: claim('Chemical', R | F) } };
const edit = { access: { claim: claim('Chemical', F) } };
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Chemicals'];
const pictures = { 200: Type.Array(ChemicalPicture), ...errors };

export const chemicalPicturesRoutes =
  (svc: ChemicalPicturesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/chemicals/:id/pics',
      { config: view, schema: { tags, params: IdParams, response: pictures } },
      async (req) => svc.list(req.params.id),
    );
    app.post(
      '/chemicals/:id/pics',
      {
        config: edit,
        schema: { tags, params: IdParams, consumes: ['multipart/form-data'], response: pictures },
      },
      async (req) => svc.add(req.params.id, await readUploads(req, CHEMICAL_PICTURE_UPLOAD), req.auth.userId),
    );
    app.delete(
      '/chemicals/:id/pics/:pictureId',
      { config: edit, schema: { tags, params: ChemicalPictureParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.params.id, req.params.pictureId);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ChemicalPicture, ChemicalPictureParams, ErrorBody, IdParams, Ok } from '@canopy/shared';
import { readUploads } from '../../platform/files/files';
import { CHEMICAL_PICTURE_UPLOAD, type ChemicalPicturesService } from './chemical-pictures.service';
import { chemicalAccess } from './chemicals.access';

const { view, edit } = chemicalAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Chemicals'];
const pictures = { 200: Type.Array(ChemicalPicture), ...errors };

export const chemicalPicturesRoutes =
  (svc: ChemicalPicturesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/chemicals/:id/pics',
      { config: view, schema: { tags, params: IdParams, response: pictures } },
      async (req) => svc.list(req.auth, req.params.id),
    );
    app.post(
      '/chemicals/:id/pics',
      {
        config: edit,
        schema: { tags, params: IdParams, consumes: ['multipart/form-data'], response: pictures },
      },
      async (req) => svc.add(req.auth, req.params.id, await readUploads(req, CHEMICAL_PICTURE_UPLOAD)),
    );
    app.delete(
      '/chemicals/:id/pics/:pictureId',
      { config: edit, schema: { tags, params: ChemicalPictureParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id, req.params.pictureId);
        return {};
      },
    );
  };

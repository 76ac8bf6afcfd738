import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Chemical,
  ChemicalDeleteQuery,
  ChemicalNameExists,
  ChemicalNameQuery,
  ChemicalOption,
  ChemicalRow,
  ChemicalSearch,
  ChemicalSimpleQuery,
  ChemicalTypeahead,
  ConflictOf,
  ErrorBody,
  IdName,
  IdParams,
  NewChemical,
  Ok,
  SaveChemical,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { ChemicalPicturesService } from './chemical-pictures.service';
import type { ChemicalsService } from './chemicals.service';
import { chemicalAccess } from './chemicals.access';

const { view, list, pickers, signedIn, edit } = chemicalAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Chemicals'];

export const chemicalsRoutes =
  (svc: ChemicalsService, pictures: ChemicalPicturesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/chemicals/_search',
      {
        config: list,
        schema: { tags, body: ChemicalSearch, response: { 200: Type.Array(ChemicalRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      '/chemicals/typeahead',
      {
        config: pickers,
        schema: { tags, body: ChemicalTypeahead, response: { 200: Type.Array(ChemicalOption), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.typeahead(req.auth, req.body)),
    );
    app.get(
      '/chemicals/simple',
      {
        config: pickers,
        schema: {
          tags,
          querystring: ChemicalSimpleQuery,
          response: { 200: Type.Array(ChemicalOption), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.simple(req.auth, req.query)),
    );
    app.get(
      '/chemicals/statuses',
      { config: signedIn, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => svc.statuses(),
    );
    app.get(
      '/chemicals/nameExists',
      {
        config: view,
        schema: { tags, querystring: ChemicalNameQuery, response: { 200: ChemicalNameExists, ...errors } },
      },
      async (req) => svc.nameExists(req.auth, req.query.name, req.query.excludeId),
    );
    app.get(
      '/chemicals/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: Chemical, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/chemicals',
      { config: edit, schema: { tags, body: NewChemical, response: { 200: Chemical, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/chemicals/:id',
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: SaveChemical,
          response: { 200: Chemical, 409: ConflictOf(Chemical), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.params.id, req.body),
    );
    app.post(
      '/chemicals/:id/toggleActive',
      {
        config: edit,
        schema: { tags, params: IdParams, response: { 200: Chemical, 409: ConflictOf(Chemical), ...errors } },
      },
      async (req) => svc.toggleActive(req.auth, req.params.id),
    );
    app.delete(
      '/chemicals',
      { config: edit, schema: { tags, querystring: ChemicalDeleteQuery, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.query.id, pictures.removeFile);
        return {};
      },
    );
  };

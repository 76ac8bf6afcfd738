import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  Neighbor,
  NeighborParams,
  NeighborSearch,
  Ok,
  SaveNeighbor,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { LocationNeighborsService } from './location-neighbors.service';
import { locationAccess as a } from './locations.access';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Location neighbors'];
const base = '/accounts/accountLocations';

export const locationNeighborsRoutes =
  (svc: LocationNeighborsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${base}/neighbors/_search`,
      {
        config: a.view,
        schema: { tags, body: NeighborSearch, response: { 200: Type.Array(Neighbor), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      `${base}/:id/neighbors`,
      {
        config: a.edit,
        schema: { tags, params: IdParams, body: SaveNeighbor, response: { 200: Neighbor, ...errors } },
      },
      async (req) => svc.create(req.auth, req.params.id, req.body),
    );
    app.put(
      `${base}/:id/neighbors`,
      {
        config: a.edit,
        schema: {
          tags,
          params: IdParams,
          body: SaveNeighbor,
          response: { 200: Neighbor, 409: ConflictOf(Neighbor), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.params.id, req.body),
    );
    app.delete(
      `${base}/:id/neighbors/:neighborId`,
      { config: a.edit, schema: { tags, params: NeighborParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id, req.params.neighborId);
        return {};
      },
    );
  };

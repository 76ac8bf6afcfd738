import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  EquipmentResource,
  EquipmentResourceSearch,
  ErrorBody,
  IdParams,
  Ok,
  SaveEquipmentResource,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { EquipmentResourcesService } from './equipment-resources.service';
import { resourceAccess } from './resources.access';

const { view, edit } = resourceAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Equipment resources'];

export const equipmentResourcesRoutes =
  (svc: EquipmentResourcesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/resource/equipmentresource/_search',
      {
        config: view,
        schema: {
          tags,
          body: EquipmentResourceSearch,
          response: { 200: Type.Array(EquipmentResource), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/resource/equipmentresource/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: EquipmentResource, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/resource/equipmentresource',
      {
        config: edit,
        schema: { tags, body: SaveEquipmentResource, response: { 200: EquipmentResource, ...errors } },
      },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/resource/equipmentresource',
      {
        config: edit,
        schema: {
          tags,
          body: SaveEquipmentResource,
          response: { 200: EquipmentResource, 409: ConflictOf(EquipmentResource), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/resource/equipmentresource/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  EquipmentType,
  ErrorBody,
  IdParams,
  LeaseCompany,
  Material,
  MaterialSearch,
  Ok,
  SaveEquipmentType,
  SaveLeaseCompany,
  SaveMaterial,
  SearchRequest,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { CatalogueResourcesService } from './catalogue-resources.service';
import { resourceAccess } from './resources.access';

const { read, editMaterials, editEquipment, readLeases } = resourceAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Materials and equipment'];
const ok = async (work: Promise<void>) => {
  await work;
  return {};
};

export const catalogueResourcesRoutes =
  (svc: CatalogueResourcesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/materials/_search',
      {
        config: read,
        schema: { tags, body: MaterialSearch, response: { 200: Type.Array(Material), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.materials(req.auth, req.body)),
    );
    app.get(
      '/materials/:id',
      { config: read, schema: { tags, params: IdParams, response: { 200: Material, ...errors } } },
      async (req) => svc.material(req.auth, req.params.id),
    );
    app.post(
      '/materials',
      { config: editMaterials, schema: { tags, body: SaveMaterial, response: { 200: Material, ...errors } } },
      async (req) => svc.createMaterial(req.auth, req.body),
    );
    app.put(
      '/materials',
      {
        config: editMaterials,
        schema: {
          tags,
          body: SaveMaterial,
          response: { 200: Material, 409: ConflictOf(Material), ...errors },
        },
      },
      async (req) => svc.saveMaterial(req.auth, req.body),
    );
    app.post(
      '/materials/:id/toggleArchived',
      { config: editMaterials, schema: { tags, params: IdParams, response: { 200: Material, ...errors } } },
      async (req) => svc.toggleMaterial(req.auth, req.params.id),
    );
    app.delete(
      '/materials/:id',
      { config: editMaterials, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => ok(svc.removeMaterial(req.auth, req.params.id)),
    );

    app.post(
      '/equipment/_search',
      {
        config: read,
        schema: { tags, body: SearchRequest, response: { 200: Type.Array(EquipmentType), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.equipmentTypes(req.auth, req.body)),
    );
    app.get(
      '/equipment/:id',
      { config: read, schema: { tags, params: IdParams, response: { 200: EquipmentType, ...errors } } },
      async (req) => svc.equipmentType(req.auth, req.params.id),
    );
    app.post(
      '/equipment',
      {
        config: editEquipment,
        schema: { tags, body: SaveEquipmentType, response: { 200: EquipmentType, ...errors } },
      },
      async (req) => svc.createEquipmentType(req.auth, req.body),
    );
    app.put(
      '/equipment',
      {
        config: editEquipment,
        schema: {
          tags,
          body: SaveEquipmentType,
          response: { 200: EquipmentType, 409: ConflictOf(EquipmentType), ...errors },
        },
      },
      async (req) => svc.saveEquipmentType(req.auth, req.body),
    );
    app.post(
      '/equipment/:id/toggleArchived',
      {
        config: editEquipment,
        schema: { tags, params: IdParams, response: { 200: EquipmentType, ...errors } },
      },
      async (req) => svc.toggleEquipmentType(req.auth, req.params.id),
    );
    app.delete(
      '/equipment/:id',
      { config: editEquipment, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => ok(svc.removeEquipmentType(req.auth, req.params.id)),
    );

    app.post(
      '/resource/leasecompany/_search',
      {
        config: readLeases,
        schema: { tags, body: SearchRequest, response: { 200: Type.Array(LeaseCompany), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.leaseCompanies(req.auth, req.body)),
    );
    app.get(
      '/resource/leasecompany/:id',
      { config: readLeases, schema: { tags, params: IdParams, response: { 200: LeaseCompany, ...errors } } },
      async (req) => svc.leaseCompany(req.auth, req.params.id),
    );
    app.post(
      '/resource/leasecompany',
      {
        config: editEquipment,
        schema: { tags, body: SaveLeaseCompany, response: { 200: LeaseCompany, ...errors } },
      },
      async (req) => svc.createLeaseCompany(req.auth, req.body),
    );
    app.put(
      '/resource/leasecompany',
      {
        config: editEquipment,
        schema: {
          tags,
          body: SaveLeaseCompany,
          response: { 200: LeaseCompany, 409: ConflictOf(LeaseCompany), ...errors },
        },
      },
      async (req) => svc.saveLeaseCompany(req.auth, req.body),
    );
    app.delete(
      '/resource/leasecompany/:id',
      { config: editEquipment, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => ok(svc.removeLeaseCompany(req.auth, req.params.id)),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  B,
  claim,
  ConflictOf,
  EquipmentType,
  ErrorBody,
  F,
  IdParams,
  LeaseCompany,
  Material,
  MaterialSearch,
  Ok,
  P,
  R,
  SaveEquipmentType,
  SaveLeaseCompany,
  SaveMaterial,
  SearchRequest,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { CatalogueResourcesService } from './catalogue-resources.service';

// The spec names no claim for these admin lists. Materials are priced catalogue items (Service
// Full edits them, like services); equipment types and lease companies belong with equipment
// resources (Resources Full). Proposals, contracts, work orders and schedules read the lists.
const ANY = R | P | B | F;
const read = {
  access: {
    claim: [
      claim('Service', R | F),
      claim('Resources', R | B | F),
      claim('Proposals', ANY),
      claim('Contracts', ANY),
      claim('WorkOrders', ANY),
      claim('Schedules', ANY),
    ],
  },
};
const editMaterials = { access: { claim: claim('Service', F) } };
const editEquipment = { access: { claim: claim('Resources', F) } };
const readLeases = { access: { claim: claim('Resources', R | B | F) } };
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
      async (req, reply) => sendList(reply, await svc.materials(req.body)),
    );
    app.get(
      '/materials/:id',
      { config: read, schema: { tags, params: IdParams, response: { 200: Material, ...errors } } },
      async (req) => svc.material(req.params.id),
    );
    app.post(
      '/materials',
      { config: editMaterials, schema: { tags, body: SaveMaterial, response: { 200: Material, ...errors } } },
      async (req) => svc.createMaterial(req.body),
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
      async (req) => svc.saveMaterial(req.body),
    );
    app.post(
      '/materials/:id/toggleArchived',
      { config: editMaterials, schema: { tags, params: IdParams, response: { 200: Material, ...errors } } },
      async (req) => svc.toggleMaterial(req.params.id),
    );
    app.delete(
      '/materials/:id',
      { config: editMaterials, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => ok(svc.removeMaterial(req.params.id)),
    );

    app.post(
      '/equipment/_search',
      {
        config: read,
        schema: { tags, body: SearchRequest, response: { 200: Type.Array(EquipmentType), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.equipmentTypes(req.body)),
    );
    app.get(
      '/equipment/:id',
      { config: read, schema: { tags, params: IdParams, response: { 200: EquipmentType, ...errors } } },
      async (req) => svc.equipmentType(req.params.id),
    );
    app.post(
      '/equipment',
      {
        config: editEquipment,
        schema: { tags, body: SaveEquipmentType, response: { 200: EquipmentType, ...errors } },
      },
      async (req) => svc.createEquipmentType(req.body),
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
      async (req) => svc.saveEquipmentType(req.body),
    );
    app.post(
      '/equipment/:id/toggleArchived',
      {
        config: editEquipment,
        schema: { tags, params: IdParams, response: { 200: EquipmentType, ...errors } },
      },
      async (req) => svc.toggleEquipmentType(req.params.id),
    );
    app.delete(
      '/equipment/:id',
      { config: editEquipment, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => ok(svc.removeEquipmentType(req.params.id)),
    );

    app.post(
      '/resource/leasecompany/_search',
      {
        config: readLeases,
        schema: { tags, body: SearchRequest, response: { 200: Type.Array(LeaseCompany), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.leaseCompanies(req.body)),
    );
    app.get(
      '/resource/leasecompany/:id',
      { config: readLeases, schema: { tags, params: IdParams, response: { 200: LeaseCompany, ...errors } } },
      async (req) => svc.leaseCompany(req.params.id),
    );
    app.post(
      '/resource/leasecompany',
      {
        config: editEquipment,
        schema: { tags, body: SaveLeaseCompany, response: { 200: LeaseCompany, ...errors } },
      },
      async (req) => svc.createLeaseCompany(req.body),
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
      async (req) => svc.saveLeaseCompany(req.body),
    );
    app.delete(
      '/resource/leasecompany/:id',
      { config: editEquipment, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => ok(svc.removeLeaseCompany(req.params.id)),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  NewService,
  Ok,
  SaveService,
  SaveServiceChemicals,
  SaveServiceVisitChemicals,
  Service,
  ServiceDefaults,
  ServiceGroupParams,
  ServiceRow,
  ServiceSearch,
  UpdatePricesBody,
  UpdatePricesParams,
  UpdatePricesResult,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { ServicesService } from './services.service';
import { serviceAccess } from './services.access';

const { view, edit } = serviceAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const saved = { 200: Service, 409: ConflictOf(Service), ...errors };
const tags = ['Services'];

export const servicesRoutes =
  (svc: ServicesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/services/_search',
      {
        config: view,
        schema: { tags, body: ServiceSearch, response: { 200: Type.Array(ServiceRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/services/defaults/:serviceGroupId',
      {
        config: view,
        schema: { tags, params: ServiceGroupParams, response: { 200: ServiceDefaults, ...errors } },
      },
      async (req) => svc.defaults(req.auth, req.params.serviceGroupId),
    );
    app.get(
      '/services/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: Service, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/services',
      { config: edit, schema: { tags, body: NewService, response: { 200: Service, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/services',
      { config: edit, schema: { tags, body: SaveService, response: saved } },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/services/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
    app.post(
      '/services/:id/toggleActive',
      { config: edit, schema: { tags, params: IdParams, response: saved } },
      async (req) => svc.toggleActive(req.auth, req.params.id),
    );
    app.put(
      '/services/serviceChemicals',
      { config: edit, schema: { tags, body: SaveServiceChemicals, response: saved } },
      async (req) => svc.saveChemicals(req.auth, req.body),
    );
    app.put(
      '/services/serviceVisitChemicals',
      { config: edit, schema: { tags, body: SaveServiceVisitChemicals, response: saved } },
      async (req) => svc.saveVisitChemicals(req.auth, req.body),
    );
    app.put(
      '/services/updatePrices/:valueType/:value',
      {
        config: edit,
        schema: {
          tags,
          params: UpdatePricesParams,
          body: UpdatePricesBody,
          response: { 200: UpdatePricesResult, ...errors },
        },
      },
      async (req) => svc.updatePrices(req.auth, req.params.valueType, req.params.value, req.body),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  LegacyContractItemsParams,
  NewServiceItem,
  Ok,
  SaveServiceItem,
  ScoutingReportItemsQuery,
  ServiceItem,
  ServiceItemDetail,
  ServiceItemSearch,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { serviceItemAccess as a } from './service-items.access';
import type { ServiceItemsService } from './service-items.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Customer inventory'];

export const serviceItemsRoutes =
  (svc: ServiceItemsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/serviceItems/_search',
      {
        config: a.view,
        schema: { tags, body: ServiceItemSearch, response: { 200: Type.Array(ServiceItem), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/serviceItems/legacy-contract-items/:accountLocationId',
      {
        config: a.lookup,
        schema: {
          tags,
          params: LegacyContractItemsParams,
          response: { 200: Type.Array(ServiceItemDetail), ...errors },
        },
      },
      async (req) => svc.legacyContractItems(req.auth, req.params.accountLocationId),
    );
    app.get(
      '/serviceItems/scouting-report-items',
      {
        config: a.lookup,
        schema: {
          tags,
          querystring: ScoutingReportItemsQuery,
          response: { 200: Type.Array(ServiceItemDetail), ...errors },
        },
      },
      async (req) => svc.scoutingReportItems(req.auth, req.query),
    );
    app.get(
      '/serviceItems/:id',
      { config: a.view, schema: { tags, params: IdParams, response: { 200: ServiceItem, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/serviceItems',
      { config: a.add, schema: { tags, body: NewServiceItem, response: { 200: ServiceItem, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/serviceItems',
      {
        config: a.edit,
        schema: {
          tags,
          body: SaveServiceItem,
          response: { 200: ServiceItem, 409: ConflictOf(ServiceItem), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/serviceItems/:id',
      { config: a.edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  Ok,
  SalesTerritory,
  SalesTerritoryOption,
  SalesTerritoryRow,
  SalesTerritorySearch,
  SaveSalesTerritory,
  SaveZipCodes,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { SalesTerritoriesService } from './sales-territories.service';
import { salesTerritoryAccess } from './sales-territories.access';

const { list, info, edit, pick } = salesTerritoryAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Sales territories'];

export const salesTerritoriesRoutes =
  (svc: SalesTerritoriesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/salesTerritories/all',
      { config: pick, schema: { tags, response: { 200: Type.Array(SalesTerritoryOption) } } },
      async () => svc.all(),
    );
    app.post(
      '/salesTerritories/_search',
      {
        config: list,
        schema: {
          tags,
          body: SalesTerritorySearch,
          response: { 200: Type.Array(SalesTerritoryRow), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/salesTerritories/:id',
      { config: info, schema: { tags, params: IdParams, response: { 200: SalesTerritory, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.put(
      '/salesTerritories/save',
      {
        config: edit,
        schema: {
          tags,
          body: SaveSalesTerritory,
          response: { 200: SalesTerritory, 409: ConflictOf(SalesTerritory), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/salesTerritories/:id/remove',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
    app.post(
      '/salesTerritories/:id/zipCodes/save',
      {
        config: edit,
        schema: { tags, params: IdParams, body: SaveZipCodes, response: { 200: SalesTerritory, ...errors } },
      },
      async (req) => svc.saveZipCodes(req.auth, req.params.id, req.body),
    );
  };

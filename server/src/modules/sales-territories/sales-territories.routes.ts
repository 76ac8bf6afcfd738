import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  claim,
  ConflictOf,
  ErrorBody,
  F,
  IdParams,
  Ok,
  R,
  SalesTerritory,
  SalesTerritoryOption,
  SalesTerritoryRow,
  SalesTerritorySearch,
  SaveSalesTerritory,
  SaveZipCodes,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { SalesTerritoriesService } from './sales-territories.service';

const list = { access: { claim: claim('SalesTerritories', R | F) } };
// The spec's territory info screen is guarded by ScoutingInventory ReadOnly/Full; either claim reads one.
const info = { access: { claim: [claim('SalesTerritories', R | F), claim('ScoutingInventory', R | F)] } };
const edit = { access: { claim: claim('SalesTerritories', F) } };
// The territory filter of accounts, work orders and schedules: names only, for anyone signed in.
const pick = { access: { signedIn: true as const } };
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
      async (req, reply) => sendList(reply, await svc.search(req.body)),
    );
    app.get(
      '/salesTerritories/:id',
      { config: info, schema: { tags, params: IdParams, response: { 200: SalesTerritory, ...errors } } },
      async (req) => svc.get(req.params.id),
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
      async (req) => svc.save(req.body),
    );
    app.delete(
      '/salesTerritories/:id/remove',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.params.id);
        return {};
      },
    );
    app.post(
      '/salesTerritories/:id/zipCodes/save',
      {
        config: edit,
        schema: { tags, params: IdParams, body: SaveZipCodes, response: { 200: SalesTerritory, ...errors } },
      },
      async (req) => svc.saveZipCodes(req.params.id, req.body),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdName,
  IdParams,
  Ok,
  PriceDetail,
  PriceDetailSearch,
  PriceLookupQuery,
  PriceTable,
  PriceTableOption,
  PriceTableRow,
  PriceTableSearch,
  PriceUpdate,
  PriceUpdateParams,
  SavePriceDetail,
  SavePriceTable,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { PricesService } from './prices.service';
import { priceAccess } from './prices.access';

const { view, edit, pick } = priceAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Price tables'];

export const pricesRoutes =
  (svc: PricesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/price/_search',
      {
        config: view,
        schema: { tags, body: PriceTableSearch, response: { 200: Type.Array(PriceTableRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/price/simple/search',
      {
        config: pick,
        schema: {
          tags,
          querystring: PriceLookupQuery,
          response: { 200: Type.Array(PriceTableOption), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.simple(req.auth, req.query)),
    );
    app.get(
      '/price/pricingTypes',
      { config: pick, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async (req) => svc.pricingTypes(req.auth),
    );
    app.get(
      '/price/pricingMethods',
      { config: pick, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async (req) => svc.pricingMethods(req.auth),
    );
    app.get(
      '/price/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: PriceTable, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/price',
      { config: edit, schema: { tags, body: SavePriceTable, response: { 200: PriceTable, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/price',
      {
        config: edit,
        schema: {
          tags,
          body: SavePriceTable,
          response: { 200: PriceTable, 409: ConflictOf(PriceTable), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/price/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
    app.post(
      '/price/detail/_search',
      {
        config: view,
        schema: { tags, body: PriceDetailSearch, response: { 200: Type.Array(PriceDetail), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.detailSearch(req.auth, req.body)),
    );
    app.post(
      '/price/detail',
      { config: edit, schema: { tags, body: SavePriceDetail, response: { 200: PriceDetail, ...errors } } },
      async (req) => svc.createDetail(req.auth, req.body),
    );
    app.put(
      '/price/detail',
      { config: edit, schema: { tags, body: SavePriceDetail, response: { 200: PriceDetail, ...errors } } },
      async (req) => svc.saveDetail(req.auth, req.body),
    );
    app.delete(
      '/price/detail/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.removeDetail(req.auth, req.params.id);
        return {};
      },
    );
    app.put(
      '/price/updateById/:id/:option',
      {
        config: edit,
        schema: {
          tags,
          params: PriceUpdateParams,
          body: PriceUpdate,
          response: { 200: PriceTable, ...errors },
        },
      },
      async (req) => svc.updatePrices(req.auth, req.params.id, req.params.option, req.body.Value),
    );
  };

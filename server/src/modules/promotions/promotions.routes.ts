import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  Ok,
  Promotion,
  PromotionLookupQuery,
  PromotionOption,
  PromotionSearch,
  SavePromotion,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { PromotionsService } from './promotions.service';
import { promotionAccess } from './promotions.access';

const { manage, pick } = promotionAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Promotions'];

export const promotionsRoutes =
  (svc: PromotionsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/promotions/_search',
      {
        config: manage,
        schema: { tags, body: PromotionSearch, response: { 200: Type.Array(Promotion), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/promotions/simple/search',
      {
        config: pick,
        schema: {
          tags,
          querystring: PromotionLookupQuery,
          response: { 200: Type.Array(PromotionOption), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.simple(req.auth, req.query)),
    );
    app.get(
      '/promotions/builder',
      { config: pick, schema: { tags, response: { 200: Type.Array(PromotionOption), ...errors } } },
      async (req) => svc.builder(req.auth),
    );
    app.get(
      '/promotions/:id',
      { config: manage, schema: { tags, params: IdParams, response: { 200: Promotion, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/promotions',
      { config: manage, schema: { tags, body: SavePromotion, response: { 200: Promotion, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/promotions',
      {
        config: manage,
        schema: {
          tags,
          body: SavePromotion,
          response: { 200: Promotion, 409: ConflictOf(Promotion), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/promotions/:id',
      { config: manage, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  B,
  claim,
  ConflictOf,
  ErrorBody,
  F,
  IdParams,
  Ok,
  P,
  Promotion,
  PromotionLookupQuery,
  PromotionOption,
  PromotionSearch,
  R,
  SavePromotion,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { PromotionsService } from './promotions.service';

// The promotions screen needs Contracts FullAccess (screens.tsv). The builder and contract screens
// pick promotions from the simple and builder lists, so anyone working on proposals or contracts
// reads those.
const manage = { access: { claim: claim('Contracts', F) } };
const pick = { access: { claim: [claim('Contracts', R | P | B | F), claim('Proposals', R | P | B | F)] } };
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
      async (req, reply) => sendList(reply, await svc.search(req.body)),
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
      async (req, reply) => sendList(reply, await svc.simple(req.query)),
    );
    app.get(
      '/promotions/builder',
      { config: pick, schema: { tags, response: { 200: Type.Array(PromotionOption), ...errors } } },
      async () => svc.builder(),
    );
    app.get(
      '/promotions/:id',
      { config: manage, schema: { tags, params: IdParams, response: { 200: Promotion, ...errors } } },
      async (req) => svc.get(req.params.id),
    );
    app.post(
      '/promotions',
      { config: manage, schema: { tags, body: SavePromotion, response: { 200: Promotion, ...errors } } },
      async (req) => svc.create(req.body),
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
      async (req) => svc.save(req.body),
    );
    app.delete(
      '/promotions/:id',
      { config: manage, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.params.id);
        return {};
      },
    );
  };

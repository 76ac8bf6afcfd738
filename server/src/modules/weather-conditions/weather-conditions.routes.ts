import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, SaveServiceWeatherConditions, ServiceWeatherConditions } from '@canopy/shared';
import type { ServiceWeatherService } from './weather-conditions.service';
import { serviceWeatherAccess } from './weather-conditions.access';

const { view, edit } = serviceWeatherAccess;
const tags = ['Work order services'];
const response = { 200: ServiceWeatherConditions, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const serviceWeatherRoutes =
  (svc: ServiceWeatherService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/workOrders/services/:id/weatherConditions',
      { config: view, schema: { tags, params: IdParams, response } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.put(
      '/workOrders/services/:id/weatherConditions',
      { config: edit, schema: { tags, params: IdParams, body: SaveServiceWeatherConditions, response } },
      async (req) => svc.save(req.auth, req.params.id, req.body),
    );
  };

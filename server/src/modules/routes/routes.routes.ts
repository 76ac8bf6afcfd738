import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, OptimizedRouteIds, OptimizeRoute } from '@canopy/shared';
import { routeAccess } from './routes.access';
import type { RoutesService } from './routes.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Routes'];

export const routesRoutes =
  (svc: RoutesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/routes/optimize',
      {
        config: routeAccess.optimize,
        schema: { tags, body: OptimizeRoute, response: { 200: OptimizedRouteIds, ...errors } },
      },
      async (req) => svc.optimize(req.auth, req.body),
    );
  };

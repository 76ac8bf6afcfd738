import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, WorkOrderPricing } from '@canopy/shared';
import { workOrderServiceAccess } from './work-order-services.access';
import type { WorkOrderPricingService } from './work-order-pricing.service';

export const workOrderPricingRoutes =
  (svc: WorkOrderPricingService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/workOrders/:id/pricing',
      {
        config: workOrderServiceAccess.pricing,
        schema: {
          tags: ['Work order services'],
          params: IdParams,
          response: { 200: WorkOrderPricing, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => svc.get(req.auth, req.params.id),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, ServiceReportSent } from '@canopy/shared';
import type { ServiceReportSender } from './service-report.send';
import { workOrderServiceAccess } from './work-order-services.access';

export const serviceReportRoutes =
  (send: ServiceReportSender): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/workOrders/workOrderServiceReport/:id/emailServiceReport',
      {
        config: workOrderServiceAccess.view,
        schema: {
          tags: ['Work order services'],
          params: IdParams,
          response: {
            200: ServiceReportSent,
            400: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            502: ErrorBody,
          },
        },
      },
      async (req) => send(req.auth, req.params.id),
    );
  };

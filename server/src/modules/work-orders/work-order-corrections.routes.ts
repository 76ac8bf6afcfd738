import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CorrectionCreated, CorrectionLinks, ErrorBody, IdParams } from '@canopy/shared';
import { workOrderAccess } from './work-orders.access';
import type { WorkOrderCorrectionsService } from './work-order-corrections.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work orders'];

export const workOrderCorrectionsRoutes =
  (svc: WorkOrderCorrectionsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put(
      '/workOrders/:id/createCorrectionWorkOrder',
      {
        config: workOrderAccess.correct,
        schema: { tags, params: IdParams, response: { 200: CorrectionCreated, ...errors } },
      },
      async (req) => svc.create(req.auth, req.params.id),
    );
    app.get(
      '/workOrders/:id/correctionWorkOrder',
      {
        config: workOrderAccess.info,
        schema: { tags, params: IdParams, response: { 200: CorrectionLinks, ...errors } },
      },
      async (req) => svc.links(req.auth, req.params.id),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CancellationRequested,
  CompletedWorkOrder,
  ConflictOf,
  ErrorBody,
  IdParams,
  ReadyToComplete,
  UpdateWorkOrderStatus,
  WorkOrder,
} from '@canopy/shared';
import { workOrderAccess } from './work-orders.access';
import type { WorkOrderStatusService } from './work-order-status.service';

const { status, complete } = workOrderAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ConflictOf(WorkOrder) };
const tags = ['Work orders'];

export const workOrderStatusRoutes =
  (svc: WorkOrderStatusService): FastifyPluginAsyncTypebox =>
  async (app) => {
    // PUT {id}/complete is a path of ours: the spec completes through the info screen without naming the call.
    app.put(
      '/workOrders/updateStatus',
      {
        config: status,
        schema: { tags, body: UpdateWorkOrderStatus, response: { 200: WorkOrder, ...errors } },
      },
      async (req) => svc.updateStatus(req.auth, req.body),
    );
    app.get(
      '/workOrders/send-cancellation-email/:id',
      {
        config: status,
        schema: { tags, params: IdParams, response: { 200: CancellationRequested, ...errors } },
      },
      async (req) => svc.requestCancellation(req.auth, req.params.id),
    );
    app.get(
      '/workOrders/:id/confirmReadyToComplete',
      {
        config: workOrderAccess.info,
        schema: { tags, params: IdParams, response: { 200: ReadyToComplete, ...errors } },
      },
      async (req) => svc.readiness(req.auth, req.params.id),
    );
    app.put(
      '/workOrders/:id/complete',
      {
        config: complete,
        schema: { tags, params: IdParams, response: { 200: CompletedWorkOrder, ...errors } },
      },
      async (req) => svc.complete(req.auth, req.params.id),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddWorkOrderServiceItem,
  ConflictOf,
  ErrorBody,
  IdParams,
  NewWorkOrderService,
  SaveWorkOrderService,
  WorkOrderService,
  WorkOrderServiceSearch,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { WorkOrderServicesService } from './work-order-services.service';
import { workOrderServiceAccess } from './work-order-services.access';

const { view, edit, save } = workOrderServiceAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work order services'];
const one = { 200: WorkOrderService, ...errors };

export const workOrderServicesRoutes =
  (svc: WorkOrderServicesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/workOrders/services/_search',
      {
        config: view,
        schema: {
          tags,
          body: WorkOrderServiceSearch,
          response: { 200: Type.Array(WorkOrderService), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      '/workOrders/services/add',
      { config: edit, schema: { tags, body: NewWorkOrderService, response: one } },
      async (req) => svc.add(req.auth, req.body),
    );
    app.put(
      '/workOrders/services/save',
      {
        config: save,
        schema: {
          tags,
          body: SaveWorkOrderService,
          response: { ...one, 409: ConflictOf(WorkOrderService) },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.post(
      '/workOrders/services/:id/toggleArchived',
      { config: edit, schema: { tags, params: IdParams, response: one } },
      async (req) => svc.toggleArchived(req.auth, req.params.id),
    );
    app.post(
      '/workOrders/services/:id/workOrderServiceItem',
      { config: edit, schema: { tags, params: IdParams, body: AddWorkOrderServiceItem, response: one } },
      async (req) => svc.addItem(req.auth, req.params.id, req.body),
    );
  };

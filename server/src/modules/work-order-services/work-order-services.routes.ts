import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddWorkOrderServiceItem,
  claim,
  ConflictOf,
  ErrorBody,
  F,
  IdParams,
  NewWorkOrderService,
  R,
  SaveWorkOrderService,
  WorkOrderService,
  WorkOrderServiceSearch,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { WorkOrderServicesService } from './work-order-services.service';

// WorkOrders_Services: ReadOnly or Full views, Full adds and edits (work-orders.md §6). A save may
// also come from WorkOrders_Status Full, which completes services; the service checks which fields
// each claim may change. Every call stays within the caller's reach over work orders.
const view = { access: { claim: claim('WorkOrders_Services', R | F) } };
const edit = { access: { claim: claim('WorkOrders_Services', F) } };
const save = { access: { claim: [claim('WorkOrders_Services', F), claim('WorkOrders_Status', F)] } };
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdName,
  IdParams,
  SaveWorkOrder,
  WorkOrder,
  WorkOrderRow,
  WorkOrderSearch,
  WorkOrderStatusList,
  WorkOrderSubTypeList,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { workOrderAccess } from './work-orders.access';
import type { WorkOrdersService } from './work-orders.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work orders'];

export const workOrdersRoutes =
  (svc: WorkOrdersService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/workOrders/_search',
      {
        config: workOrderAccess.list,
        schema: { tags, body: WorkOrderSearch, response: { 200: Type.Array(WorkOrderRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/workOrders/workOrderStatuses',
      { config: workOrderAccess.lookup, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => WorkOrderStatusList,
    );
    app.get(
      '/workOrders/workOrderSubTypes',
      { config: workOrderAccess.lookup, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => WorkOrderSubTypeList,
    );
    app.get(
      '/workOrders/:id',
      {
        config: workOrderAccess.info,
        schema: { tags, params: IdParams, response: { 200: WorkOrder, ...errors } },
      },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.put(
      '/workOrders/save',
      {
        config: workOrderAccess.edit,
        schema: {
          tags,
          body: SaveWorkOrder,
          response: { 200: WorkOrder, 409: ConflictOf(WorkOrder), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.post(
      '/workOrders/:id/toggleActive',
      {
        config: workOrderAccess.edit,
        schema: { tags, params: IdParams, response: { 200: WorkOrder, ...errors } },
      },
      async (req) => svc.toggleActive(req.auth, req.params.id),
    );
  };

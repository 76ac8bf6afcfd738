import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ALL_FLAGS,
  B,
  claim,
  ConflictOf,
  ErrorBody,
  F,
  IdName,
  IdParams,
  P,
  SaveWorkOrder,
  WorkOrder,
  WorkOrderRow,
  WorkOrderSearch,
  WorkOrderStatusList,
  WorkOrderSubTypeList,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { WorkOrdersService } from './work-orders.service';

// Spec §6: WorkOrder_Menu (any flag) opens the list; the info opens with Schedules or WorkOrders (any);
// WorkOrders Personal, Branch or Full edits. The service narrows each to the caller's reach.
export const workOrderAccess = {
  list: { access: { claim: claim('WorkOrder_Menu', ALL_FLAGS) } },
  info: { access: { claim: [claim('Schedules', ALL_FLAGS), claim('WorkOrders', ALL_FLAGS)] } },
  lookup: {
    access: {
      claim: [
        claim('WorkOrder_Menu', ALL_FLAGS),
        claim('Schedules', ALL_FLAGS),
        claim('WorkOrders', ALL_FLAGS),
      ],
    },
  },
  edit: { access: { claim: claim('WorkOrders', P | B | F) } },
};
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

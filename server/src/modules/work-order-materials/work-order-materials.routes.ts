import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddMaterialCost,
  ArchiveMaterialQuery,
  ConflictOf,
  ErrorBody,
  IdParams,
  MaterialServiceChoices,
  NewWorkOrderMaterial,
  SaveWorkOrderMaterial,
  SetWorkOrderPurchaseOrders,
  UpdateMaterialActualCost,
  WorkOrderMaterial,
  WorkOrderMaterialSearch,
  WorkOrderPurchaseOrders,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { workOrderMaterialAccess } from './work-order-materials.access';
import type { WorkOrderMaterialsService } from './work-order-materials.service';
import type { WorkOrderPurchaseOrdersService } from './work-order-purchase-orders.service';

const { view, edit, save, purchaseOrdersEdit } = workOrderMaterialAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work order materials'];
const one = { 200: WorkOrderMaterial, ...errors };
const BASE = '/workOrders/workOrderMaterials';

export const workOrderMaterialsRoutes =
  (svc: WorkOrderMaterialsService, pos: WorkOrderPurchaseOrdersService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${BASE}/_search`,
      {
        config: view,
        schema: {
          tags,
          body: WorkOrderMaterialSearch,
          response: { 200: Type.Array(WorkOrderMaterial), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      `${BASE}/services/:id`,
      {
        config: view,
        schema: { tags, params: IdParams, response: { 200: MaterialServiceChoices, ...errors } },
      },
      async (req) => svc.services(req.auth, req.params.id),
    );
    app.post(
      `${BASE}/add`,
      { config: edit, schema: { tags, body: NewWorkOrderMaterial, response: one } },
      async (req) => svc.add(req.auth, req.body),
    );
    app.put(
      `${BASE}/save`,
      {
        config: save,
        schema: {
          tags,
          body: SaveWorkOrderMaterial,
          response: { ...one, 409: ConflictOf(WorkOrderMaterial) },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      `${BASE}/:id/archive`,
      { config: edit, schema: { tags, params: IdParams, querystring: ArchiveMaterialQuery, response: one } },
      async (req) => svc.archive(req.auth, req.params.id, req.query.ScheduleId),
    );
    app.post(
      `${BASE}/:id/toggleArchived`,
      { config: edit, schema: { tags, params: IdParams, response: one } },
      async (req) => svc.toggleArchived(req.auth, req.params.id),
    );
    app.post(
      '/workOrders/:id/addMaterial',
      { config: edit, schema: { tags, params: IdParams, body: AddMaterialCost, response: one } },
      async (req) => svc.addCost(req.auth, req.params.id, req.body),
    );
    app.put(
      '/workOrders/:id/updateMaterialActualCost',
      { config: edit, schema: { tags, params: IdParams, body: UpdateMaterialActualCost, response: one } },
      async (req) => svc.updateActualCost(req.auth, req.params.id, req.body),
    );
    app.get(
      '/workOrders/:id/purchaseOrders',
      {
        config: view,
        schema: { tags, params: IdParams, response: { 200: WorkOrderPurchaseOrders, ...errors } },
      },
      async (req) => pos.get(req.auth, req.params.id),
    );
    app.put(
      '/workOrders/:id/purchaseOrders',
      {
        config: purchaseOrdersEdit,
        schema: {
          tags,
          params: IdParams,
          body: SetWorkOrderPurchaseOrders,
          response: { 200: WorkOrderPurchaseOrders, ...errors },
        },
      },
      async (req) => pos.set(req.auth, req.params.id, req.body),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  NewWorkOrderChemical,
  SaveWorkOrderChemical,
  WorkOrderChemical,
  WorkOrderChemicalSearch,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { WorkOrderChemicalsService } from './work-order-chemicals.service';
import { workOrderChemicalAccess } from './work-order-chemicals.access';

const { view, edit } = workOrderChemicalAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work order chemicals'];
const one = { 200: WorkOrderChemical, ...errors };

/** The chemicals applied per work order service (endpoints.tsv: workOrders/chemicals/…). */
export const workOrderChemicalsRoutes =
  (svc: WorkOrderChemicalsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/workOrders/chemicals/_search',
      {
        config: view,
        schema: {
          tags,
          body: WorkOrderChemicalSearch,
          response: { 200: Type.Array(WorkOrderChemical), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      '/workOrders/chemicals/add',
      { config: edit, schema: { tags, body: NewWorkOrderChemical, response: one } },
      async (req) => svc.add(req.auth, req.body),
    );
    app.put(
      '/workOrders/chemicals/save',
      {
        config: edit,
        schema: {
          tags,
          body: SaveWorkOrderChemical,
          response: { ...one, 409: ConflictOf(WorkOrderChemical) },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.post(
      '/workOrders/chemicals/:id/toggleArchived',
      { config: edit, schema: { tags, params: IdParams, response: one } },
      async (req) => svc.toggleArchived(req.auth, req.params.id),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  EquipmentProblem,
  EquipmentProblemSearch,
  EquipmentProblemState,
  ErrorBody,
  IdName,
  IdParams,
  NewEquipmentProblem,
  SaveEquipmentProblem,
  WorkOrderEquipment,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { EquipmentProblemsService } from './equipment-problems.service';
import { workOrderProblemAccess } from './work-order-problems.access';

const { view, edit } = workOrderProblemAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Equipment problems'];
const one = { 200: EquipmentProblem, ...errors };
const BASE = '/workOrders/equipmentproblems';

export const equipmentProblemsRoutes =
  (svc: EquipmentProblemsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/workOrders/:id/equipment',
      {
        config: view,
        schema: { tags, params: IdParams, response: { 200: Type.Array(WorkOrderEquipment), ...errors } },
      },
      async (req) => svc.equipment(req.auth, req.params.id),
    );
    // One work order's problems with the info claim; the whole list (no WorkOrderId) needs WorkOrders Full.
    app.post(
      `${BASE}/_search`,
      {
        config: view,
        schema: {
          tags,
          body: EquipmentProblemSearch,
          response: { 200: Type.Array(EquipmentProblem), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      `${BASE}/add`,
      { config: edit, schema: { tags, body: NewEquipmentProblem, response: one } },
      async (req) => svc.add(req.auth, req.body),
    );
    app.put(
      `${BASE}/save`,
      {
        config: edit,
        schema: { tags, body: SaveEquipmentProblem, response: { ...one, 409: ConflictOf(EquipmentProblem) } },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.post(
      `${BASE}/:id/toggleArchived`,
      { config: edit, schema: { tags, params: IdParams, response: one } },
      async (req) => svc.toggleArchived(req.auth, req.params.id),
    );
    app.get(
      `${BASE}/equipproblemstatuses`,
      { config: view, schema: { tags, response: { 200: Type.Array(IdName), ...errors } } },
      async (req) => svc.statuses(req.auth),
    );
    app.get(
      `${BASE}/states`,
      { config: view, schema: { tags, response: { 200: Type.Array(EquipmentProblemState), ...errors } } },
      async (req) => svc.states(req.auth),
    );
    app.get(
      `${BASE}/descriptions`,
      { config: view, schema: { tags, response: { 200: Type.Array(IdName), ...errors } } },
      async (req) => svc.descriptions(req.auth),
    );
  };

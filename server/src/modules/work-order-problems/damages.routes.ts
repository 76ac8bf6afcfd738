import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  NewWorkOrderDamage,
  NewWorkOrderDamageService,
  SaveWorkOrderDamage,
  SaveWorkOrderDamageService,
  WorkOrderDamage,
  WorkOrderDamageSearch,
  WorkOrderDamageService,
  WorkOrderDamageServiceSearch,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { DamagesService } from './damages.service';
import { workOrderProblemAccess } from './work-order-problems.access';

const { view, edit } = workOrderProblemAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Damages'];
const DAMAGES = '/workOrders/workOrderDamages';
const SERVICES = '/workOrders/workOrderDamageServices';
const oneDamage = { 200: WorkOrderDamage, ...errors };
const oneService = { 200: WorkOrderDamageService, ...errors };

export const damagesRoutes =
  (svc: DamagesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${DAMAGES}/_search`,
      {
        config: view,
        schema: {
          tags,
          body: WorkOrderDamageSearch,
          response: { 200: Type.Array(WorkOrderDamage), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      `${DAMAGES}/add`,
      { config: edit, schema: { tags, body: NewWorkOrderDamage, response: oneDamage } },
      async (req) => svc.add(req.auth, req.body),
    );
    app.put(
      `${DAMAGES}/save`,
      {
        config: edit,
        schema: {
          tags,
          body: SaveWorkOrderDamage,
          response: { ...oneDamage, 409: ConflictOf(WorkOrderDamage) },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.post(
      `${DAMAGES}/:id/toggleArchived`,
      { config: edit, schema: { tags, params: IdParams, response: oneDamage } },
      async (req) => svc.toggleArchived(req.auth, req.params.id),
    );
    app.post(
      `${SERVICES}/_search`,
      {
        config: view,
        schema: {
          tags,
          body: WorkOrderDamageServiceSearch,
          response: { 200: Type.Array(WorkOrderDamageService), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.searchServices(req.auth, req.body)),
    );
    app.post(
      `${SERVICES}/add`,
      { config: edit, schema: { tags, body: NewWorkOrderDamageService, response: oneService } },
      async (req) => svc.addService(req.auth, req.body),
    );
    app.put(
      `${SERVICES}/save`,
      {
        config: edit,
        schema: {
          tags,
          body: SaveWorkOrderDamageService,
          response: { ...oneService, 409: ConflictOf(WorkOrderDamageService) },
        },
      },
      async (req) => svc.saveService(req.auth, req.body),
    );
    app.post(
      `${SERVICES}/:id/toggleArchived`,
      { config: edit, schema: { tags, params: IdParams, response: oneService } },
      async (req) => svc.toggleServiceArchived(req.auth, req.params.id),
    );
  };

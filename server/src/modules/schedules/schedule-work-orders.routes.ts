import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddScheduleWorkOrders,
  ErrorBody,
  IdParams,
  ScheduleAddRow,
  ScheduleAddSearch,
  ScheduleWorkOrder,
  ScheduleWorkOrderParams,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { scheduleAccess } from './schedules.access';
import type { ScheduleWorkOrdersService } from './schedule-work-orders.service';

const { edit } = scheduleAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Schedules'];
const workOrders = { 200: Type.Array(ScheduleWorkOrder), ...errors };

/** The work orders tab's calls (spec §7): find work orders to add, add them, remove one. */
export const scheduleWorkOrdersRoutes =
  (svc: ScheduleWorkOrdersService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/schedules/:id/work-orders-to-schedule',
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: ScheduleAddSearch,
          response: { 200: Type.Array(ScheduleAddRow), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.toSchedule(req.auth, req.params.id, req.body)),
    );
    app.post(
      '/schedules/:id/work-orders/add',
      { config: edit, schema: { tags, params: IdParams, body: AddScheduleWorkOrders, response: workOrders } },
      async (req) => svc.add(req.auth, req.params.id, req.body),
    );
    app.delete(
      '/schedules/:id/work-orders/:workOrderId/remove',
      { config: edit, schema: { tags, params: ScheduleWorkOrderParams, response: workOrders } },
      async (req) => svc.remove(req.auth, req.params.id, req.params.workOrderId),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorBody,
  IdParams,
  LatestScheduleDate,
  Schedule,
  ScheduledForeman,
  ScheduleHours,
  ScheduleRow,
  ScheduleSearch,
  ScheduleWorkOrder,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { scheduleAccess } from './schedules.access';
import type { SchedulesService } from './schedules.service';

const { read } = scheduleAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Schedules'];

export const schedulesRoutes =
  (svc: SchedulesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/schedules/_search',
      {
        config: read,
        schema: { tags, body: ScheduleSearch, response: { 200: Type.Array(ScheduleRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    // Fixed paths before '/schedules/:id', which would otherwise not match them only by the id's schema.
    app.get(
      '/schedules/scheduled-foremen',
      { config: read, schema: { tags, response: { 200: Type.Array(ScheduledForeman), ...errors } } },
      async (req) => svc.scheduledForemen(req.auth),
    );
    app.get(
      '/schedules/default-schedule-hours',
      { config: read, schema: { tags, response: { 200: ScheduleHours, ...errors } } },
      async (req) => svc.defaultHours(req.auth),
    );
    app.get(
      '/schedules/latest-schedule-date/:id',
      { config: read, schema: { tags, params: IdParams, response: { 200: LatestScheduleDate, ...errors } } },
      async (req) => svc.latestDate(req.auth, req.params.id),
    );
    app.get(
      '/schedules/:id',
      { config: read, schema: { tags, params: IdParams, response: { 200: Schedule, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.get(
      '/schedules/:id/work-orders',
      {
        config: read,
        schema: { tags, params: IdParams, response: { 200: Type.Array(ScheduleWorkOrder), ...errors } },
      },
      async (req) => svc.workOrders(req.auth, req.params.id),
    );
  };

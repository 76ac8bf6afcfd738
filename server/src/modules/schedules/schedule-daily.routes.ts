import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ClockedOutWorkOrder,
  ClockOutRequest,
  ConflictOf,
  DailySchedule,
  DailyScheduleSearch,
  EndedOrCanceled,
  ErrorBody,
  IdParams,
  RouteOrderList,
  ScheduleDateQuery,
  ScheduleDayHours,
  ScheduleStateChange,
  ScheduleStateResult,
  ScheduleWorkOrder,
  UpdateScheduleTimes,
} from '@canopy/shared';
import { scheduleDailyAccess, type ScheduleDailyService } from './schedule-daily.service';

const config = scheduleDailyAccess.daily;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Schedules'];

/** The daily view's calls (spec §7): the foreman's day, its hours, route, clock-out and ending. */
export const scheduleDailyRoutes =
  (svc: ScheduleDailyService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/schedules/search-daily',
      {
        config,
        schema: { tags, body: DailyScheduleSearch, response: { 200: Type.Array(DailySchedule), ...errors } },
      },
      async (req) => svc.searchDaily(req.auth, req.body),
    );
    app.post(
      '/schedules/update-times',
      { config, schema: { tags, body: UpdateScheduleTimes, response: { 200: ScheduleDayHours, ...errors } } },
      async (req) => svc.updateTimes(req.auth, req.body),
    );
    app.put(
      '/schedules/:id/work-orders/route-order',
      {
        config,
        schema: {
          tags,
          params: IdParams,
          body: RouteOrderList,
          response: { 200: Type.Array(ScheduleWorkOrder), ...errors },
        },
      },
      async (req) => svc.setRouteOrder(req.auth, req.params.id, req.body),
    );
    app.post(
      '/schedules/work-orders/clock-out',
      {
        config,
        schema: {
          tags,
          body: ClockOutRequest,
          response: { 200: Type.Array(ClockedOutWorkOrder), ...errors },
        },
      },
      async (req) => svc.clockOut(req.auth, req.body),
    );
    app.get(
      '/schedules/work-orders/are-schedules-ended-or-canceled',
      {
        config,
        schema: { tags, querystring: ScheduleDateQuery, response: { 200: EndedOrCanceled, ...errors } },
      },
      async (req) => svc.endedOrCanceled(req.auth, req.query.scheduleDateId),
    );
    // Spec §4's end action; the spec names no path for it, so it sits beside cancel and confirm.
    app.put(
      '/schedules/:id/end',
      {
        config,
        schema: {
          tags,
          params: IdParams,
          body: ScheduleStateChange,
          response: { 200: ScheduleStateResult, 409: ConflictOf(ScheduleStateResult), ...errors },
        },
      },
      async (req) => svc.end(req.auth, req.params.id, req.body.Version),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  DailyLog,
  DailyLogSearch,
  DefaultLogTimes,
  DefaultStartTimeQuery,
  ErrorBody,
  IdName,
  IdParams,
  NewDailyLog,
  Ok,
  PrevailingWageHour,
  SaveDailyLog,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { dailyLogAccess as a } from './daily-logs.access';
import type { DailyLogsService } from './daily-logs.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Daily logs'];
const base = '/workOrders/dailyLogs';
const logs = { 200: Type.Array(DailyLog), ...errors };
const one = { 200: DailyLog, ...errors };

/** Daily logs under workOrders/dailyLogs (work-orders.md §7) and the two work-order-scoped reads. */
export const dailyLogsRoutes =
  (svc: DailyLogsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${base}/_search`,
      { config: a.view, schema: { tags, body: DailyLogSearch, response: logs } },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      `${base}/add`,
      { config: a.add, schema: { tags, body: NewDailyLog, response: one } },
      async (req) => svc.add(req.auth, req.body),
    );
    app.put(
      `${base}/save`,
      {
        config: a.edit,
        schema: { tags, body: SaveDailyLog, response: { ...one, 409: ConflictOf(DailyLog) } },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    const remove = { config: a.edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } };
    app.delete(`${base}/:id`, remove, async (req) => {
      await svc.remove(req.auth, req.params.id);
      return {};
    });
    app.post(`${base}/:id/remove`, remove, async (req) => {
      await svc.remove(req.auth, req.params.id);
      return {};
    });
    app.get(
      `${base}/hour-types`,
      { config: a.lookup, schema: { tags, response: { 200: Type.Array(IdName), ...errors } } },
      async (req) => svc.hourTypes(req.auth),
    );
    app.get(
      `${base}/:id/prevailing-wage-hours`,
      {
        config: a.prevailingWage,
        schema: { tags, params: IdParams, response: { 200: Type.Array(PrevailingWageHour), ...errors } },
      },
      async (req) => svc.prevailingWageHours(req.auth, req.params.id),
    );
    app.get(
      '/workOrders/:id/daily-logs',
      { config: a.view, schema: { tags, params: IdParams, response: logs } },
      async (req, reply) => sendList(reply, await svc.forWorkOrder(req.auth, req.params.id)),
    );
    app.get(
      '/workOrders/:id/latest-default-start-time',
      {
        config: a.view,
        schema: {
          tags,
          params: IdParams,
          querystring: DefaultStartTimeQuery,
          response: { 200: DefaultLogTimes, ...errors },
        },
      },
      async (req) => svc.defaultTimes(req.auth, req.params.id, req.query.ScheduleDate),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorBody,
  SchedulingPriority,
  WorkOrderToScheduleRow,
  WorkOrderToScheduleSearch,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { scheduleAccess } from './schedules.access';
import type { ScheduleBuildServiceApi } from './schedule-build.service';

const { build, priorities } = scheduleAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Schedules'];

export const scheduleBuildRoutes =
  (svc: ScheduleBuildServiceApi): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/workOrders/search-work-order-to-schedule',
      {
        config: build,
        schema: {
          tags,
          body: WorkOrderToScheduleSearch,
          response: { 200: Type.Array(WorkOrderToScheduleRow), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/workOrders/schedulingPriorities',
      { config: priorities, schema: { tags, response: { 200: Type.Array(SchedulingPriority), ...errors } } },
      async (req) => svc.priorities(req.auth),
    );
  };

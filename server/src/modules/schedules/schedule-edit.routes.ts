import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddSchedule,
  ConflictOf,
  ErrorBody,
  IdName,
  IdParams,
  Schedule,
  ScheduledResourcesDay,
  ScheduledResourcesRequest,
  ScheduleRemoval,
  ScheduleResourceChoices,
  UpdateSchedule,
} from '@canopy/shared';
import type { ScheduleEditService } from './schedule-edit.service';
import { scheduleAccess } from './schedules.access';

const { read, edit } = scheduleAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Schedules'];
const removal = {
  config: edit,
  schema: { tags, params: IdParams, response: { 200: ScheduleRemoval, ...errors } },
};

/** Adding a schedule, saving its days with crew and equipment, the pickers' data, and removals. */
export const scheduleEditRoutes =
  (svc: ScheduleEditService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/schedules/add',
      { config: edit, schema: { tags, body: AddSchedule, response: { 200: Schedule, ...errors } } },
      async (req) => svc.add(req.auth, req.body),
    );
    app.post(
      '/schedules/update',
      {
        config: edit,
        schema: {
          tags,
          body: UpdateSchedule,
          response: { 200: Schedule, 409: ConflictOf(Schedule), ...errors },
        },
      },
      async (req) => svc.update(req.auth, req.body),
    );
    app.post(
      '/schedules/scheduled-resources',
      {
        config: edit,
        schema: {
          tags,
          body: ScheduledResourcesRequest,
          response: { 200: Type.Array(ScheduledResourcesDay), ...errors },
        },
      },
      async (req) => svc.scheduledResources(req.auth, req.body),
    );
    app.get(
      '/schedules/:id/resource-choices',
      {
        config: edit,
        schema: { tags, params: IdParams, response: { 200: ScheduleResourceChoices, ...errors } },
      },
      async (req) => svc.resourceChoices(req.auth, req.params.id),
    );
    app.delete('/schedules/crew/:id/remove', removal, async (req) => svc.removeCrew(req.auth, req.params.id));
    app.delete('/schedules/equipment/:id/remove', removal, async (req) =>
      svc.removeEquipment(req.auth, req.params.id),
    );
    app.delete('/schedules/dates/:id/remove', removal, async (req) =>
      svc.removeDate(req.auth, req.params.id),
    );
    app.get(
      '/scheduleStatuses/all',
      { config: read, schema: { tags, response: { 200: Type.Array(IdName), ...errors } } },
      async (req) => svc.statuses(req.auth),
    );
  };

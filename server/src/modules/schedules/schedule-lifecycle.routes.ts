import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddScheduleNote,
  ConflictOf,
  ErrorBody,
  IdParams,
  Ok,
  ScheduleNote,
  ScheduleNotesResult,
  ScheduleStateChange,
  ScheduleStateResult,
  UpdateScheduleNotes,
} from '@canopy/shared';
import type { ScheduleLifecycleService } from './schedule-lifecycle.service';
import { scheduleAccess } from './schedules.access';

const { read, edit } = scheduleAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Schedules'];
const stateChange = {
  config: edit,
  schema: {
    tags,
    params: IdParams,
    body: ScheduleStateChange,
    response: { 200: ScheduleStateResult, 409: ConflictOf(ScheduleStateResult), ...errors },
  },
};

export const scheduleLifecycleRoutes =
  (svc: ScheduleLifecycleService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put('/schedules/:id/cancel', stateChange, async (req) =>
      svc.cancel(req.auth, req.params.id, req.body.Version),
    );
    app.put('/schedules/:id/confirm', stateChange, async (req) =>
      svc.confirm(req.auth, req.params.id, req.body.Version),
    );
    app.put('/schedules/:id/unconfirm', stateChange, async (req) =>
      svc.unconfirm(req.auth, req.params.id, req.body.Version),
    );
    app.post(
      '/schedules/:id/update-notes',
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: UpdateScheduleNotes,
          response: { 200: ScheduleNotesResult, 409: ConflictOf(ScheduleNotesResult), ...errors },
        },
      },
      async (req) => svc.updateNotes(req.auth, req.params.id, req.body),
    );
    app.get(
      '/schedules/:id/notes',
      {
        config: read,
        schema: { tags, params: IdParams, response: { 200: Type.Array(ScheduleNote), ...errors } },
      },
      async (req) => svc.notes(req.auth, req.params.id),
    );
    app.post(
      '/schedules/:id/notes/add',
      {
        config: edit,
        schema: { tags, params: IdParams, body: AddScheduleNote, response: { 200: ScheduleNote, ...errors } },
      },
      async (req) => svc.addNote(req.auth, req.params.id, req.body),
    );
    app.delete(
      '/schedules/remove/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarResources, CalendarResourcesSearch, ErrorBody } from '@canopy/shared';
import { scheduleCalendarAccess, type ScheduleCalendarService } from './schedule-calendar.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Schedules'];

/** The resource calendar (spec §7 scheduled-calendar-resources). */
export const scheduleCalendarRoutes =
  (svc: ScheduleCalendarService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/schedules/scheduled-calendar-resources',
      {
        config: scheduleCalendarAccess.calendar,
        schema: { tags, body: CalendarResourcesSearch, response: { 200: CalendarResources, ...errors } },
      },
      async (req) => svc.search(req.auth, req.body),
    );
  };

import type { CanopyModule } from '../module';
import { scheduleCalendarRoutes } from './schedule-calendar.routes';
import { scheduleCalendarService } from './schedule-calendar.service';
import { scheduleLifecycleRoutes } from './schedule-lifecycle.routes';
import { scheduleLifecycleService } from './schedule-lifecycle.service';
import { scheduleEditRoutes } from './schedule-edit.routes';
import { scheduleEditService } from './schedule-edit.service';
import { scheduleDailyRoutes } from './schedule-daily.routes';
import { scheduleDailyService } from './schedule-daily.service';
import { scheduleDaySync } from './schedule-daily.sync';
import { schedulesRoutes } from './schedules.routes';
import { scheduleBuildRoutes } from './schedule-build.routes';
import { scheduleBuildService } from './schedule-build.service';
import { schedulesService } from './schedules.service';
import { scheduleWorkOrdersRoutes } from './schedule-work-orders.routes';
import { scheduleWorkOrdersService } from './schedule-work-orders.service';
import { scheduleCostsRoutes } from './schedule-costs.routes';
import { scheduleCostsService } from './schedule-costs.service';

/** Schedules: the manage list and the schedule reads the schedule screens share. */
export const schedulesModule = {
  name: 'schedules',
  async register(api, { db }) {
    await api.register(schedulesRoutes(schedulesService(db)));
    await api.register(scheduleDailyRoutes(scheduleDailyService(db)));
    await api.register(scheduleLifecycleRoutes(scheduleLifecycleService(db)));
    await api.register(scheduleEditRoutes(scheduleEditService(db)));
    await api.register(scheduleBuildRoutes(scheduleBuildService(db)));
    await api.register(scheduleCalendarRoutes(scheduleCalendarService(db)));
    await api.register(scheduleWorkOrdersRoutes(scheduleWorkOrdersService(db)));
    await api.register(scheduleCostsRoutes(scheduleCostsService(db)));
  },
  sync: [scheduleDaySync],
} satisfies CanopyModule;

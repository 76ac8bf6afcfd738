import type { CanopyModule } from '../module';
import { schedulesRoutes } from './schedules.routes';
import { schedulesService } from './schedules.service';

/** Schedules: the manage list and the schedule reads the schedule screens share. */
export const schedulesModule = {
  name: 'schedules',
  async register(api, { db }) {
    await api.register(schedulesRoutes(schedulesService(db)));
  },
} satisfies CanopyModule;

import type { CanopyModule } from '../module';
import { dailyLogsRoutes } from './daily-logs.routes';
import { dailyLogsService } from './daily-logs.service';
import { dailyLogSync } from './daily-logs.sync';

/** Daily logs of work orders; held and changed on the crew app. */
export const dailyLogsModule = {
  name: 'daily-logs',
  async register(api, { db }) {
    await api.register(dailyLogsRoutes(dailyLogsService(db)));
  },
  sync: [dailyLogSync],
} satisfies CanopyModule;

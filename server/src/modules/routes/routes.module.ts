import type { CanopyModule } from '../module';
import { routesRoutes } from './routes.routes';
import { routesService } from './routes.service';

/** Route optimisation of a day's work orders. */
export const routesModule = {
  name: 'routes',
  async register(api, { db }) {
    await api.register(routesRoutes(routesService(db)));
  },
} satisfies CanopyModule;

import type { CanopyModule } from '../module';
import { usersRoutes } from './users.routes';
import { usersService } from './users.service';

/** The signed-in user's own settings. */
export const usersModule = {
  name: 'users',
  async register(api, { db }) {
    await api.register(usersRoutes(usersService(db)));
  },
} satisfies CanopyModule;

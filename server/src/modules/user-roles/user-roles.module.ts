import type { CanopyModule } from '../module';
import { userRolesRoutes } from './user-roles.routes';
import { userRolesService } from './user-roles.service';

/** User roles and their claims. */
export const userRolesModule = {
  name: 'user-roles',
  async register(api, { db }) {
    await api.register(userRolesRoutes(userRolesService(db)));
  },
} satisfies CanopyModule;

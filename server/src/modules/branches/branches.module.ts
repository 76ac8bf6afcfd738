import type { CanopyModule } from '../module';
import { branchesRoutes } from './branches.routes';
import { branchesService } from './branches.service';

/** Branches, their choices for other screens, and their service groups. */
export const branchesModule = {
  name: 'branches',
  async register(api, { db }) {
    await api.register(branchesRoutes(branchesService(db)));
  },
} satisfies CanopyModule;

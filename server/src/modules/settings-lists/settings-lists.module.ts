import type { CanopyModule } from '../module';
import { settingsListsRoutes } from './settings-lists.routes';
import { settingsListsService } from './settings-lists.service';

/** The simple settings lists (name and order) that other records pick from. */
export const settingsListsModule = {
  name: 'settings-lists',
  async register(api, { db }) {
    await api.register(settingsListsRoutes(settingsListsService(db)));
  },
} satisfies CanopyModule;

import type { CanopyModule } from '../module';
import { searchesRoutes } from './searches.routes';
import { searchesService } from './searches.service';

/** Saved searches of the list screens. */
export const searchesModule = {
  name: 'searches',
  async register(api, { db }) {
    await api.register(searchesRoutes(searchesService(db)));
  },
} satisfies CanopyModule;

import type { CanopyModule } from '../module';
import { chemicalPicturesRoutes } from './chemical-pictures.routes';
import { chemicalPicturesService } from './chemical-pictures.service';
import { chemicalsRoutes } from './chemicals.routes';
import { chemicalsService } from './chemicals.service';

/** Chemicals and their pictures. */
export const chemicalsModule = {
  name: 'chemicals',
  async register(api, { db, files }) {
    const pictures = chemicalPicturesService(db, files);
    await api.register(chemicalsRoutes(chemicalsService(db), pictures));
    await api.register(chemicalPicturesRoutes(pictures));
  },
} satisfies CanopyModule;

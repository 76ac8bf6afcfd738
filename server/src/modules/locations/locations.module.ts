import type { CanopyModule } from '../module';
import { locationDocsRoutes } from './location-docs.routes';
import { locationNeighborsRoutes } from './location-neighbors.routes';
import { locationNeighborsService } from './location-neighbors.service';
import { locationNotesRoutes } from './location-notes.routes';
import { locationNotesService } from './location-notes.service';
import { locationTransferService } from './location-transfer.service';
import { locationsRoutes } from './locations.routes';
import { locationsService } from './locations.service';
import { locationSync } from './locations.sync';

/** Account locations under accounts/accountLocations: info, transfer, notes, neighbors, documents. */
export const locationsModule = {
  name: 'locations',
  sync: [locationSync],
  async register(api, { db, documents, files }) {
    const locations = locationsService(db);
    await api.register(locationsRoutes(locations, locationTransferService(db, locations)));
    await api.register(locationNotesRoutes(locationNotesService(db)));
    await api.register(locationNeighborsRoutes(locationNeighborsService(db)));
    await api.register(locationDocsRoutes(db, documents, files));
  },
} satisfies CanopyModule;

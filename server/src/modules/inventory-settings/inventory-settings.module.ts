import type { CanopyModule } from '../module';
import { inventoryLookupsRoutes } from './inventory-lookups.routes';
import { inventoryLookupsService } from './inventory-lookups.service';
import { itemListsRoutes } from './item-lists.routes';
import { itemLocationsService, itemSizesService } from './item-lists.service';
import { itemTypesRoutes } from './item-types.routes';
import { itemTypesService } from './item-types.service';

/** Customer-inventory settings under serviceItems/: types, locations, sizes, conditions, size units. */
export const inventorySettingsModule = {
  name: 'inventory-settings',
  async register(api, { db }) {
    await api.register(itemTypesRoutes(itemTypesService(db)));
    await api.register(itemListsRoutes(itemLocationsService(db), itemSizesService(db)));
    await api.register(inventoryLookupsRoutes(inventoryLookupsService(db)));
  },
} satisfies CanopyModule;

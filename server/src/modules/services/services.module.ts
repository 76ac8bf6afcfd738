import type { CanopyModule } from '../module';
import { companySettings } from './company-settings';
import { serviceLookupsService } from './service-lookups.service';
import { serviceSettingsRoutes } from './service-settings.routes';
import { servicesRoutes } from './services.routes';
import { servicesService } from './services.service';

/** The service catalogue, its groups and defaults, and the company settings it reads. */
export const servicesModule = {
  name: 'services',
  async register(api, { db }) {
    await api.register(servicesRoutes(servicesService(db)));
    await api.register(serviceSettingsRoutes(serviceLookupsService(db), companySettings(db)));
  },
} satisfies CanopyModule;

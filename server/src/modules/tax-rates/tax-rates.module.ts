import type { CanopyModule } from '../module';
import { taxRatesRoutes } from './tax-rates.routes';
import { taxRatesService } from './tax-rates.service';

/** Tax rates and the zip codes they apply to. */
export const taxRatesModule = {
  name: 'tax-rates',
  async register(api, { db }) {
    await api.register(taxRatesRoutes(taxRatesService(db)));
  },
} satisfies CanopyModule;

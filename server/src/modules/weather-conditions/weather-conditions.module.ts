import type { CanopyModule } from '../module';
import { serviceWeatherRoutes } from './weather-conditions.routes';
import { serviceWeatherService } from './weather-conditions.service';
import { serviceWeatherSync } from './weather-conditions.sync';

/** The weather conditions of work order services: GET/PUT workOrders/services/{id}/weatherConditions. */
export const weatherConditionsModule = {
  name: 'weather-conditions',
  async register(api, { db }) {
    await api.register(serviceWeatherRoutes(serviceWeatherService(db)));
  },
  sync: [serviceWeatherSync],
} satisfies CanopyModule;

import type { CanopyModule } from '../module';
import { workOrderServicesRoutes } from './work-order-services.routes';
import { workOrderServicesService } from './work-order-services.service';

/** Work order services: POST/PUT workOrders/services/… */
export const workOrderServicesModule = {
  name: 'work-order-services',
  async register(api, { db }) {
    await api.register(workOrderServicesRoutes(workOrderServicesService(db)));
  },
} satisfies CanopyModule;

import type { CanopyModule } from '../module';
import { serviceReportRoutes } from './service-report.routes';
import { serviceReportSender } from './service-report.send';
import { workOrderPricingRoutes } from './work-order-pricing.routes';
import { workOrderPricingService } from './work-order-pricing.service';
import { workOrderServicesRoutes } from './work-order-services.routes';
import { workOrderServicesService } from './work-order-services.service';

/**
 * Work order services: POST/PUT workOrders/services/…, the Pricing tab's totals, and the service report
 * mailed to the customer.
 */
export const workOrderServicesModule = {
  name: 'work-order-services',
  async register(api, { db, mailer, files, config }) {
    const services = workOrderServicesService(db);
    await api.register(workOrderServicesRoutes(services));
    await api.register(workOrderPricingRoutes(workOrderPricingService(db)));
    const pdf = { files, companyName: config.companyName };
    await api.register(serviceReportRoutes(serviceReportSender(db, mailer, services, pdf)));
  },
} satisfies CanopyModule;

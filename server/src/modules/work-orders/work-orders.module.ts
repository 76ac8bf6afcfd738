import type { CanopyModule } from '../module';
import { workOrderCorrectionsRoutes } from './work-order-corrections.routes';
import { workOrderCorrectionsService } from './work-order-corrections.service';
import { workOrderReportRoutes } from './work-order-report.routes';
import { workOrderReportService } from './work-order-report.service';
import { workOrderStatusRoutes } from './work-order-status.routes';
import { workOrderStatusService } from './work-order-status.service';
import { workOrdersRoutes } from './work-orders.routes';
import { workOrdersService } from './work-orders.service';
import { workOrderSync } from './work-orders.sync';

/** The work order list and info, status changes, cancellation requests and completion. */
export const workOrdersModule = {
  name: 'work-orders',
  async register(api, { db, mailer, config }) {
    await api.register(workOrdersRoutes(workOrdersService(db)));
    await api.register(
      workOrderStatusRoutes(workOrderStatusService({ db, mailer, publicUrl: config.publicUrl })),
    );
    await api.register(workOrderCorrectionsRoutes(workOrderCorrectionsService(db)));
    await api.register(workOrderReportRoutes(workOrderReportService(db)));
  },
  sync: [workOrderSync],
} satisfies CanopyModule;

import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app';
import { workOrderStatusRoutes } from './work-order-status.routes';
import { workOrderStatusService } from './work-order-status.service';
import { workOrdersRoutes } from './work-orders.routes';
import { workOrdersService } from './work-orders.service';

/** The work order list and info, status changes, cancellation requests and completion. */
export async function registerWorkOrders(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, mailer, config } = deps;
  await api.register(workOrdersRoutes(workOrdersService(db)));
  await api.register(
    workOrderStatusRoutes(workOrderStatusService({ db, mailer, publicUrl: config.publicUrl })),
  );
}

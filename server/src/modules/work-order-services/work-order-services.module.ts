import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { workOrderServicesRoutes } from './work-order-services.routes';
import { workOrderServicesService } from './work-order-services.service';

/** Work order services: POST/PUT workOrders/services/… */
export async function registerWorkOrderServices(api: FastifyInstance, db: Db): Promise<void> {
  await api.register(workOrderServicesRoutes(workOrderServicesService(db)));
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { accountSummaryRoutes } from './account-summary.routes';
import { accountSummaryService } from './account-summary.service';
import { officeCommentsRoutes } from './office-comments.routes';
import { officeCommentsService } from './office-comments.service';
import { purchaseOrdersRoutes } from './purchase-orders.routes';
import { purchaseOrdersService } from './purchase-orders.service';

/** Office comments, purchase orders and the account summary of the account screens. */
export async function registerAccountExtras(api: FastifyInstance, db: Db): Promise<void> {
  await api.register(officeCommentsRoutes(officeCommentsService(db)));
  await api.register(purchaseOrdersRoutes(purchaseOrdersService(db)));
  await api.register(accountSummaryRoutes(accountSummaryService(db)));
}

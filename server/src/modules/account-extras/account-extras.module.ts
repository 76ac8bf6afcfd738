import type { CanopyModule } from '../module';
import { accountSummaryRoutes } from './account-summary.routes';
import { accountSummaryService } from './account-summary.service';
import { officeCommentsRoutes } from './office-comments.routes';
import { officeCommentsService } from './office-comments.service';
import { purchaseOrdersRoutes } from './purchase-orders.routes';
import { purchaseOrdersService } from './purchase-orders.service';

/** Office comments, purchase orders and the account summary of the account screens. */
export const accountExtrasModule = {
  name: 'account-extras',
  async register(api, { db }) {
    await api.register(officeCommentsRoutes(officeCommentsService(db)));
    await api.register(purchaseOrdersRoutes(purchaseOrdersService(db)));
    await api.register(accountSummaryRoutes(accountSummaryService(db)));
  },
} satisfies CanopyModule;

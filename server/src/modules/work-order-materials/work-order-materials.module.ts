import type { CanopyModule } from '../module';
import { workOrderMaterialsRoutes } from './work-order-materials.routes';
import { workOrderMaterialsService } from './work-order-materials.service';
import { workOrderMaterialSync } from './work-order-materials.sync';
import { workOrderPurchaseOrdersService } from './work-order-purchase-orders.service';

/** Materials and disposals of work orders (workOrders/workOrderMaterials/…, the schedule's material costs) and the purchase orders a work order cites. */
export const workOrderMaterialsModule = {
  name: 'work-order-materials',
  async register(api, { db }) {
    await api.register(
      workOrderMaterialsRoutes(workOrderMaterialsService(db), workOrderPurchaseOrdersService(db)),
    );
  },
  sync: [workOrderMaterialSync],
} satisfies CanopyModule;

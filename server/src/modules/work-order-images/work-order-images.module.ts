import type { CanopyModule } from '../module';
import { workOrderImagesRoutes } from './work-order-images.routes';
import { workOrderImagesService } from './work-order-images.service';
import { workOrderImageSync } from './work-order-images.sync';

/** Work order images under workOrders/{id}/images; taken and changed on the crew app. */
export const workOrderImagesModule = {
  name: 'work-order-images',
  async register(api, { db, files }) {
    await api.register(workOrderImagesRoutes(workOrderImagesService(db, files)));
  },
  sync: [workOrderImageSync],
} satisfies CanopyModule;

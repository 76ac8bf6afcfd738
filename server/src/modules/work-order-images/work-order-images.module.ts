import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import { storeDemoImageFiles } from '../../seed/work-order-images-demo';
import { workOrderImagesRoutes } from './work-order-images.routes';
import { workOrderImagesService } from './work-order-images.service';

/** Work order images under workOrders/{id}/images. */
export async function registerWorkOrderImages(
  api: FastifyInstance,
  deps: { db: Db; files: FilesService },
): Promise<void> {
  // The demo seed runs without a file store; its photos get their bytes here, once.
  await storeDemoImageFiles(deps.db, deps.files);
  await api.register(workOrderImagesRoutes(workOrderImagesService(deps.db, deps.files)));
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { catalogueResourcesRoutes } from './catalogue-resources.routes';
import { catalogueResourcesService } from './catalogue-resources.service';
import { equipmentResourcesRoutes } from './equipment-resources.routes';
import { equipmentResourcesService } from './equipment-resources.service';

/** Materials and disposals, equipment types, lease companies and equipment resources. */
export async function registerResources(api: FastifyInstance, db: Db): Promise<void> {
  await api.register(catalogueResourcesRoutes(catalogueResourcesService(db)));
  await api.register(equipmentResourcesRoutes(equipmentResourcesService(db)));
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  InventorySearch,
  ItemLocation,
  ItemSize,
  Ok,
  SaveItemLocation,
  SaveItemSize,
} from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { sendList } from '../../platform/lists';
import { inventoryAccess as a } from './access';
import type { ItemLocationsService, ItemSizesService } from './item-lists.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Inventory settings'];

interface ListService<T, S> {
  search(auth: AuthContext, req: InventorySearch): Promise<{ rows: T[]; total: number }>;
  create(auth: AuthContext, req: S): Promise<T>;
  save(auth: AuthContext, req: S): Promise<T>;
  toggleArchived(auth: AuthContext, id: number): Promise<T>;
  remove(auth: AuthContext, id: number): Promise<void>;
}

/** Search, add, save, archive toggle and delete under serviceItems/{path}; the schemas validate. */
function listRoutes<R extends TSchema, S extends TSchema>(
  app: FastifyInstance,
  path: string,
  svc: ListService<Static<R>, Static<S>>,
  Record: R,
  Save: S,
) {
  const base = `/serviceItems/${path}`;
  const id = (req: { params: unknown }) => (req.params as Static<typeof IdParams>).id;
  app.post(
    `${base}/_search`,
    {
      config: a.list,
      schema: { tags, body: InventorySearch, response: { 200: Type.Array(Record), ...errors } },
    },
    async (req, reply) => sendList(reply, await svc.search(req.auth, req.body as InventorySearch)),
  );
  app.post(
    base,
    { config: a.edit, schema: { tags, body: Save, response: { 200: Record, ...errors } } },
    async (req) => svc.create(req.auth, req.body as Static<S>),
  );
  app.put(
    base,
    {
      config: a.edit,
      schema: { tags, body: Save, response: { 200: Record, 409: ConflictOf(Record), ...errors } },
    },
    async (req) => svc.save(req.auth, req.body as Static<S>),
  );
  app.post(
    `${base}/:id/toggleArchived`,
    { config: a.edit, schema: { tags, params: IdParams, response: { 200: Record, ...errors } } },
    async (req) => svc.toggleArchived(req.auth, id(req)),
  );
  app.delete(
    `${base}/:id`,
    { config: a.edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
    async (req) => {
      await svc.remove(req.auth, id(req));
      return {};
    },
  );
}

/** Item locations and sizes. */
export const itemListsRoutes =
  (locations: ItemLocationsService, sizes: ItemSizesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    listRoutes(app, 'locations', locations, ItemLocation, SaveItemLocation);
    listRoutes(app, 'sizes', sizes, ItemSize, SaveItemSize);
  };

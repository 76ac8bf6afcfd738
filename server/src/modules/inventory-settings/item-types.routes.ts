import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddServiceItemType,
  ConflictOf,
  ErrorBody,
  IdParams,
  InventorySearch,
  ItemType,
  ItemTypeRow,
  Ok,
  SaveItemType,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { inventoryAccess as a } from './access';
import type { ItemTypesService } from './item-types.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Inventory settings'];

export const itemTypesRoutes =
  (svc: ItemTypesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/serviceItems/types/_search',
      {
        config: a.list,
        schema: { tags, body: InventorySearch, response: { 200: Type.Array(ItemTypeRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/serviceItems/types/:id',
      { config: a.view, schema: { tags, params: IdParams, response: { 200: ItemType, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/serviceItems/types',
      { config: a.edit, schema: { tags, body: SaveItemType, response: { 200: ItemType, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/serviceItems/types',
      {
        config: a.edit,
        schema: {
          tags,
          body: SaveItemType,
          response: { 200: ItemType, 409: ConflictOf(ItemType), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.post(
      '/serviceItems/types/:id/toggleArchived',
      { config: a.edit, schema: { tags, params: IdParams, response: { 200: ItemType, ...errors } } },
      async (req) => svc.toggleArchived(req.auth, req.params.id),
    );
    app.delete(
      '/serviceItems/types/:id',
      { config: a.edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
    app.post(
      '/serviceItems/addServiceItemType',
      {
        config: a.quickAdd,
        schema: { tags, body: AddServiceItemType, response: { 200: ItemType, ...errors } },
      },
      async (req) => svc.addQuick(req.auth, req.body),
    );
  };

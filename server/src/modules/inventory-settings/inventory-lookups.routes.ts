import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddOtherItemType,
  ErrorBody,
  ListItem,
  OtherItemType,
  OtherItemTypeSearch,
  SaveListItems,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { inventoryAccess as a } from './access';
import type { InventoryListKey, InventoryLookupsService } from './inventory-lookups.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Inventory settings'];

// Conditions are saved from the services settings screen and size units from the size settings
// screen (both Settings Full); every inventory form reads them.
const WHOLE_LISTS: { path: string; key: InventoryListKey }[] = [
  { path: 'conditions', key: 'conditions' },
  { path: 'sizeunitsofmeasure', key: 'sizeUnits' },
];

export const inventoryLookupsRoutes =
  (svc: InventoryLookupsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const { path, key } of WHOLE_LISTS) {
      app.get(
        `/serviceItems/${path}`,
        { config: a.pick, schema: { tags, response: { 200: Type.Array(ListItem) } } },
        async () => svc.list(key),
      );
      app.put(
        `/serviceItems/${path}`,
        {
          config: a.settings,
          schema: { tags, body: SaveListItems, response: { 200: Type.Array(ListItem), ...errors } },
        },
        async (req) => svc.saveList(req.auth, key, req.body),
      );
    }
    app.post(
      '/serviceItems/otherItemTypes/_search',
      {
        config: a.otherTypes,
        schema: { tags, body: OtherItemTypeSearch, response: { 200: Type.Array(OtherItemType), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.otherTypes(req.auth, req.body)),
    );
    app.post(
      '/serviceItems/addAccountLocationOtherItemType',
      {
        config: a.addOtherType,
        schema: { tags, body: AddOtherItemType, response: { 200: OtherItemType, ...errors } },
      },
      async (req) => svc.addOtherType(req.auth, req.body),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ListItem, SaveListItems } from '@canopy/shared';
import { LIST_ROUTES } from './settings-lists.definitions';
import type { SettingsListsService } from './settings-lists.service';
import { settingsListAccess } from './settings-lists.access';

const { read, save } = settingsListAccess;
const tags = ['Settings lists'];

export const settingsListsRoutes =
  (svc: SettingsListsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const { Key, Path, SavePath, SaveMethod } of LIST_ROUTES) {
      app.get(
        `/${Path}`,
        { config: read, schema: { tags, response: { 200: Type.Array(ListItem) } } },
        async () => svc.list(Key),
      );
      app.route({
        method: SaveMethod ?? 'PUT',
        url: `/${SavePath ?? Path}`,
        config: save,
        schema: {
          tags,
          body: SaveListItems,
          response: { 200: Type.Array(ListItem), 400: ErrorBody, 403: ErrorBody },
        },
        handler: async (req) => svc.save(req.auth, Key, req.body),
      });
    }
  };

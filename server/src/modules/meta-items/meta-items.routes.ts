import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  MetaItemKinds,
  MetaItemOption,
  MetaItemRecord,
  MetaItemRow,
  MetaItemSearch,
  SaveMetaItem,
} from '@canopy/shared';
import { readUploads } from '../../platform/files/files';
import { sendList } from '../../platform/lists';
import { META_IMAGE_UPLOAD, type MetaItemsService } from './meta-items.service';
import { metaItemAccess } from './meta-items.access';

const { view, edit, pick } = metaItemAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Inventory meta items'];
const ImageParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  imageId: Type.Integer({ minimum: 1 }),
});

/**
 * inventory-meta-items/{type} for each kind (insects, diseases, weed-types, ecological-problems).
 * Images: POST images/{type}/{id} uploads (multipart), DELETE images/{type}/{id}/{imageId} removes,
 * so the spec's images/{route} is '{type}/{id}' to add and '{type}/{id}/{imageId}' to delete.
 */
export const metaItemsRoutes =
  (svc: MetaItemsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const kind of MetaItemKinds) {
      const base = `/inventory-meta-items/${kind.Path}`;
      app.post(
        `${base}/_search`,
        {
          config: view,
          schema: { tags, body: MetaItemSearch, response: { 200: Type.Array(MetaItemRow), ...errors } },
        },
        async (req, reply) => sendList(reply, await svc.search(req.auth, kind, req.body)),
      );
      app.get(
        `/inventory-meta-items/simple/${kind.Path}`,
        { config: pick, schema: { tags, response: { 200: Type.Array(MetaItemOption), ...errors } } },
        async (req) => svc.simple(req.auth, kind),
      );
      app.get(
        `${base}/:id`,
        { config: view, schema: { tags, params: IdParams, response: { 200: MetaItemRecord, ...errors } } },
        async (req) => svc.get(req.auth, kind, req.params.id),
      );
      app.post(
        base,
        { config: edit, schema: { tags, body: SaveMetaItem, response: { 200: MetaItemRecord, ...errors } } },
        async (req) => svc.create(req.auth, kind, req.body),
      );
      app.put(
        base,
        {
          config: edit,
          schema: {
            tags,
            body: SaveMetaItem,
            response: { 200: MetaItemRecord, 409: ConflictOf(MetaItemRecord), ...errors },
          },
        },
        async (req) => svc.save(req.auth, kind, req.body),
      );
      app.post(
        `${base}/:id/toggleArchived`,
        { config: edit, schema: { tags, params: IdParams, response: { 200: MetaItemRecord, ...errors } } },
        async (req) => svc.toggleArchived(req.auth, kind, req.params.id),
      );
      app.post(
        `/inventory-meta-items/images/${kind.Path}/:id`,
        {
          config: edit,
          schema: {
            tags,
            params: IdParams,
            consumes: ['multipart/form-data'],
            response: { 200: MetaItemRecord, ...errors },
          },
        },
        async (req) =>
          svc.addImages(
            req.auth,
            kind,
            req.params.id,
            await readUploads(req, META_IMAGE_UPLOAD),
            req.auth.userId,
          ),
      );
      app.delete(
        `/inventory-meta-items/images/${kind.Path}/:id/:imageId`,
        { config: edit, schema: { tags, params: ImageParams, response: { 200: MetaItemRecord, ...errors } } },
        async (req) => svc.removeImage(req.auth, kind, req.params.id, req.params.imageId),
      );
    }
  };

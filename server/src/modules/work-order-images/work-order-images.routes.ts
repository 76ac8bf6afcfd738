import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  Ok,
  RemoveWorkOrderImageQuery,
  SaveWorkOrderImage,
  WorkOrderImage,
  WorkOrderImagesAdded,
  WorkOrderImageSaved,
  WorkOrderImagesQuery,
} from '@canopy/shared';
import { readUploads } from '../../platform/files/files';
import { workOrderImageAccess } from './work-order-images.access';
import { WORK_ORDER_IMAGE_UPLOAD } from './work-order-images.upload';
import type { WorkOrderImagesService } from './work-order-images.service';

const { view, edit } = workOrderImageAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work order images'];
const base = '/workOrders/:id/images';

export const workOrderImagesRoutes =
  (svc: WorkOrderImagesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      base,
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          querystring: WorkOrderImagesQuery,
          response: { 200: Type.Array(WorkOrderImage), ...errors },
        },
      },
      async (req) => svc.list(req.auth, req.params.id, req.query),
    );
    app.post(
      base,
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          consumes: ['multipart/form-data'],
          response: { 200: WorkOrderImagesAdded, ...errors },
        },
      },
      async (req) => svc.add(req.auth, req.params.id, await readUploads(req, WORK_ORDER_IMAGE_UPLOAD)),
    );
    app.put(
      `${base}/save`,
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: SaveWorkOrderImage,
          response: { 200: WorkOrderImageSaved, 409: ConflictOf(WorkOrderImage), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.params.id, req.body),
    );
    app.delete(
      `${base}/remove`,
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          querystring: RemoveWorkOrderImageQuery,
          response: { 200: Ok, ...errors },
        },
      },
      async (req) => {
        await svc.remove(req.auth, req.params.id, req.query.ImageId);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ALL_FLAGS,
  claim,
  ConflictOf,
  ErrorBody,
  F,
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
import { WORK_ORDER_IMAGE_UPLOAD } from './work-order-images.upload';
import type { WorkOrderImagesService } from './work-order-images.service';

// Images are seen with the work order (its info screen opens with WorkOrders or Schedules, any value;
// the service narrows to the caller's reach); WorkOrders_ServiceImages Full adds, edits and deletes.
const view = { access: { claim: [claim('WorkOrders', ALL_FLAGS), claim('Schedules', ALL_FLAGS)] } };
const edit = { access: { claim: claim('WorkOrders_ServiceImages', F) } };
/** The same claims for the crew app's push and photo uploads. */
export const workOrderImageAccess = { view, edit };
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

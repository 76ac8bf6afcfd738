import {
  fitCaption,
  WorkOrderImageMessages as M,
  type SaveWorkOrderImage,
  type WorkOrderImage,
  type WorkOrderImagesAdded,
  type WorkOrderImageSaved,
  type WorkOrderImagesQuery,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ValidationError } from '../../platform/errors';
import type { FilesService, Upload } from '../../platform/files/files';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { workOrderImageAccess as access } from './work-order-images.access';
import { toWorkOrderImage } from './work-order-images.mapper';
import { workOrderImagesRepo, type ImageRow } from './work-order-images.repo';
import { imageUploadFields, WORK_ORDER_IMAGE_UPLOAD } from './work-order-images.upload';

type Caption = ReturnType<typeof fitCaption>;

/**
 * Photos of a work order, filed by type (damages, equipment problems, services, scouting report) and
 * the record of that type they show. No image library is installed, so an image is its own thumbnail
 * (the browser scales it); thumbnail_file_id is there for a generated one later.
 */
export function workOrderImagesService(db: Db, files: FilesService) {
  const repo = workOrderImagesRepo(db);
  const mapped = (rows: ImageRow[]) => rows.map((r) => toWorkOrderImage(r, files));

  async function checkKey(workOrderId: number, imageTypeId: number, keyId: number | null) {
    if (keyId && !(await repo.keyOnWorkOrder(workOrderId, imageTypeId, keyId)))
      throw new ValidationError({ KeyId: [M.KeyNotValid] });
  }

  async function insertImages(
    auth: AuthContext,
    workOrderId: number,
    meta: { imageTypeId: number; keyId: number | null },
    fileIds: number[],
    captions: Caption[],
  ): Promise<number[]> {
    return inTransaction(db, async (trx) => {
      const r = workOrderImagesRepo(trx);
      const out: number[] = [];
      for (const [i, fileId] of fileIds.entries()) {
        out.push(
          await r.insert({
            work_order_id: workOrderId,
            file_id: fileId,
            thumbnail_file_id: fileId,
            image_type_id: meta.imageTypeId,
            key_id: meta.keyId,
            caption: captions[i]!.caption,
            created_by: auth.employeeId,
            created_at: nowIso(),
          }),
        );
      }
      return out;
    });
  }

  async function added(
    workOrderId: number,
    ids: number[],
    captions: Caption[],
  ): Promise<WorkOrderImagesAdded> {
    const warnings = [...new Set(captions.flatMap((c) => (c.warning ? [c.warning] : [])))];
    return { Images: mapped(await repo.byIds(workOrderId, ids)), Warnings: warnings };
  }

  async function image(workOrderId: number, id: number): Promise<ImageRow> {
    const row = await repo.byId(workOrderId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(auth: AuthContext, workOrderId: number, q: WorkOrderImagesQuery): Promise<WorkOrderImage[]> {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, workOrderId);
      return mapped(await repo.list(workOrderId, { imageTypeId: q.ImageTypeId, keyId: q.KeyId }));
    },

    async get(auth: AuthContext, workOrderId: number, id: number): Promise<WorkOrderImage> {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, workOrderId);
      return toWorkOrderImage(await image(workOrderId, id), files);
    },

    /** Several images at once; one refused file (not an image, too large) stores none of them. */
    async add(auth: AuthContext, workOrderId: number, uploads: Upload[]): Promise<WorkOrderImagesAdded> {
      requireClaim(auth, access.edit);
      await reachWorkOrder(db, auth, workOrderId);
      const meta = imageUploadFields(uploads);
      await checkKey(workOrderId, meta.imageTypeId, meta.keyId);
      const captions = uploads.map((_, i) => fitCaption(meta.captionOf(i)));
      const stored: number[] = [];
      const discard = async () => {
        for (const f of stored) await files.remove(f);
      };
      try {
        for (const u of uploads) stored.push(await files.save(u, WORK_ORDER_IMAGE_UPLOAD.kinds, auth.userId));
      } catch (e) {
        await discard();
        throw e;
      }
      const ids = await insertImages(auth, workOrderId, meta, stored, captions).catch(async (e: unknown) => {
        await discard();
        throw e;
      });
      return added(workOrderId, ids, captions);
    },

    /**
     * One image of a file stored before (a photo the crew app uploaded by its content hash), with the
     * same checks as an upload. Several images may show one stored file; removing one keeps the file.
     */
    async attach(
      auth: AuthContext,
      workOrderId: number,
      fileId: number,
      req: { ImageTypeId: number; KeyId?: number | null; Caption?: string | null },
    ): Promise<WorkOrderImagesAdded> {
      requireClaim(auth, access.edit);
      await reachWorkOrder(db, auth, workOrderId);
      const meta = { imageTypeId: req.ImageTypeId, keyId: req.KeyId ?? null };
      await checkKey(workOrderId, meta.imageTypeId, meta.keyId);
      const captions = [fitCaption(req.Caption)];
      return added(workOrderId, await insertImages(auth, workOrderId, meta, [fileId], captions), captions);
    },

    async save(
      auth: AuthContext,
      workOrderId: number,
      req: SaveWorkOrderImage,
    ): Promise<WorkOrderImageSaved> {
      requireClaim(auth, access.edit);
      await reachWorkOrder(db, auth, workOrderId);
      const row = await image(workOrderId, req.Id);
      // A new type files the image afresh: a key of the old type would point at the wrong kind of record.
      const keyId =
        req.KeyId !== undefined ? req.KeyId : req.ImageTypeId === row.image_type_id ? row.key_id : null;
      await checkKey(workOrderId, req.ImageTypeId, keyId);
      const { caption, warning } =
        req.Caption === undefined ? { caption: row.caption, warning: null } : fitCaption(req.Caption);
      const saved = await saveIfCurrent(db, 'work_order_images', req.Id, req.Version, {
        image_type_id: req.ImageTypeId,
        key_id: keyId,
        caption,
      });
      if (!saved) throw conflict(toWorkOrderImage(await image(workOrderId, req.Id), files));
      return {
        Image: toWorkOrderImage(await image(workOrderId, req.Id), files),
        Warnings: warning ? [warning] : [],
      };
    },

    async remove(auth: AuthContext, workOrderId: number, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      await reachWorkOrder(db, auth, workOrderId);
      const row = await image(workOrderId, id);
      await repo.remove(id);
      for (const fileId of new Set([row.file_id, row.thumbnail_file_id]))
        if (fileId && !(await repo.fileInUse(fileId))) await files.remove(fileId);
    },
  };
}
export type WorkOrderImagesService = ReturnType<typeof workOrderImagesService>;

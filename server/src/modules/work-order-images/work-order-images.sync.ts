import { Type } from 'typebox';
import { fitCaption, Nullable, SaveWorkOrderImage, WorkOrderImageMessages as M } from '@canopy/shared';
import { SyncMessages } from '@canopy/sync/protocol';
import { ruleFailed, ValidationError } from '../../platform/errors';
import { parseBody } from '../sync/push/sync-push.body';
import { applied, deleteIfCurrent, gone, type MutationCtx } from '../sync/push/sync-push.handlers';
import { loaded, onHeldWorkOrder, type SyncEntityDef } from '../sync/sync-entity';
import { workOrderAccess } from '../work-orders/work-orders.access';
import { toWorkOrderImage } from './work-order-images.mapper';
import { workOrderImagesRepo } from './work-order-images.repo';
import { workOrderImagesService } from './work-order-images.service';

/** A photo taken on the device: its fields as the upload form sends them, and the uploaded blob. */
const NewImage = Type.Object({
  WorkOrderId: Type.Integer({ minimum: 1 }),
  ImageTypeId: Type.Integer({ minimum: 1, maximum: 4 }),
  KeyId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  Caption: Type.Optional(Nullable(Type.String({ maxLength: 10000 }))),
  FileName: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  BlobHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  /** The server goes by the bytes, as the online upload does; the device's guess is not used. */
  ContentType: Type.Optional(Nullable(Type.String())),
});

/**
 * Online, a caption past 200 characters is cut and the cut is reported as a warning. Nobody would
 * see that warning from the crew app, so the push refuses the caption with the same message instead.
 */
function captionFits(caption: string | null | undefined): void {
  if (fitCaption(caption).warning) throw new ValidationError({ Caption: [M.CaptionTooLong] });
}

const images = (c: MutationCtx) => workOrderImagesService(c.trx, c.files);

/** The image's work order (the service works within one); undefined when the image is gone. */
async function imageRow(c: MutationCtx) {
  return c.trx
    .selectFrom('work_order_images')
    .select(['work_order_id', 'version'])
    .where('id', '=', c.id)
    .executeTakeFirst();
}

/**
 * Work order photos on the crew app: seen with their work order; the online upload (of a blob the
 * device uploaded before), save and remove.
 */
export const workOrderImageSync: SyncEntityDef<'workOrderImage'> = {
  entity: 'workOrderImage',
  read: workOrderAccess.info,

  async load(ctx, ids) {
    const rows = await workOrderImagesRepo(ctx.db).withIds(ids);
    return loaded(rows.filter(onHeldWorkOrder(ctx)).map((r) => toWorkOrderImage(r, ctx.files)));
  },

  push: {
    async create(c) {
      const body = parseBody(NewImage, c.data);
      captionFits(body.Caption);
      const fileId = await c.blobs.storedFile(c.trx, body.BlobHash);
      if (!fileId) throw ruleFailed(SyncMessages.PhotoMissing);
      // The blob was stored before its name was known; a refusal below rolls the name back too.
      if (body.FileName) await c.blobs.name(c.trx, fileId, body.FileName);
      const added = await images(c).attach(c.auth, body.WorkOrderId, fileId, body);
      return applied(added.Images[0]!);
    },

    async update(c) {
      const row = await imageRow(c);
      if (!row) return gone(c);
      const body = parseBody(SaveWorkOrderImage, { ...c.data, Id: c.id, Version: c.m.BaseVersion });
      captionFits(body.Caption);
      return applied((await images(c).save(c.auth, row.work_order_id, body)).Image);
    },

    async delete(c) {
      const row = await imageRow(c);
      if (!row) return gone(c);
      return deleteIfCurrent(c, 'work_order_images', {
        current: () => images(c).get(c.auth, row.work_order_id, c.id),
        remove: () => images(c).remove(c.auth, row.work_order_id, c.id),
      });
    },
  },
};

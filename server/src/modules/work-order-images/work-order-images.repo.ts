import type { Insertable, Updateable } from 'kysely';
import { WorkOrderImageTypes } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

export type ImageColumns = Omit<Insertable<Database['work_order_images']>, 'id' | 'version'>;
export type ImageChanges = Updateable<Database['work_order_images']>;

export function workOrderImagesRepo(db: Db) {
  const detailed = () =>
    db
      .selectFrom('work_order_images as i')
      .innerJoin('stored_files as f', 'f.id', 'i.file_id')
      .leftJoin('employees as e', 'e.id', 'i.created_by')
      .selectAll('i')
      .select(['f.original_name', 'f.content_type', 'f.size_bytes', 'e.first_name', 'e.last_name']);

  return {
    list(workOrderId: number, filter: { imageTypeId?: number; keyId?: number } = {}) {
      let q = detailed().where('i.work_order_id', '=', workOrderId);
      if (filter.imageTypeId) q = q.where('i.image_type_id', '=', filter.imageTypeId);
      if (filter.keyId) q = q.where('i.key_id', '=', filter.keyId);
      return q.orderBy('i.created_at').orderBy('i.id').execute();
    },

    byIds(workOrderId: number, ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return detailed()
        .where('i.work_order_id', '=', workOrderId)
        .where('i.id', 'in', ids)
        .orderBy('i.id')
        .execute();
    },

    /** Images by id whatever their work order (the sync feed's pages). */
    withIds(ids: readonly number[]) {
      return detailed()
        .where(inIds(db, 'i.id', ids))
        .execute();
    },

    byId(workOrderId: number, id: number) {
      return detailed().where('i.work_order_id', '=', workOrderId).where('i.id', '=', id).executeTakeFirst();
    },

    /** Whether the record an image is filed under belongs to the work order. */
    async keyOnWorkOrder(workOrderId: number, imageTypeId: number, keyId: number): Promise<boolean> {
      const tables = {
        [WorkOrderImageTypes.Services]: 'work_order_services',
        [WorkOrderImageTypes.ScoutingReport]: 'scouting_reports',
        [WorkOrderImageTypes.Damages]: 'work_order_damages',
        [WorkOrderImageTypes.EquipmentProblems]: 'equipment_problems',
      } as const;
      const table = tables[imageTypeId as keyof typeof tables];
      if (!table) return false;
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('id', '=', keyId)
        .where('work_order_id', '=', workOrderId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: ImageColumns): Promise<number> {
      const row = await db
        .insertInto('work_order_images')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether an image still shows the stored file (photos pushed by content hash may share one). */
    async fileInUse(fileId: number): Promise<boolean> {
      const row = await db
        .selectFrom('work_order_images')
        .select('id')
        .where((eb) => eb.or([eb('file_id', '=', fileId), eb('thumbnail_file_id', '=', fileId)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('work_order_images').where('id', '=', id).execute();
    },
  };
}
export type WorkOrderImagesRepo = ReturnType<typeof workOrderImagesRepo>;
export type ImageRow = NonNullable<Awaited<ReturnType<WorkOrderImagesRepo['byId']>>>;

import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { WorkOrderImageTypes, WorkOrderStatuses } from '@canopy/shared';
import type { Db } from '../platform/db';
import type { FilesService } from '../platform/files/files';

type Rgb = [number, number, number];

/** A truecolour PNG drawn pixel by pixel: enough for a demo photo without an image library. */
function png(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const W = 120;
const H = 90;
const near = (x: number, y: number, cx: number, cy: number, r: number) =>
  (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** The demo photos, by the name their placeholder storage key carries. */
const PICTURES: Record<string, { file: string; caption: string; draw: () => Buffer }> = {
  crown: {
    file: 'oak-crown.png',
    caption: 'Crown before pruning: deadwood on the north side',
    draw: () =>
      png(W, H, (x, y) => {
        if (near(x, y, 60, 34, 28)) return [46, 110 + ((x * y) % 40), 52];
        if (x > 55 && x < 66 && y > 50) return [101, 67, 33];
        return y > 78 ? [86, 140, 60] : [150 + y, 190 + Math.floor(y / 2), 235];
      }),
  },
  stump: {
    file: 'stump.png',
    caption: 'Stump ground below grade',
    draw: () =>
      png(W, H, (x, y) => {
        const d = Math.sqrt((x - 60) ** 2 + (y - 45) ** 2);
        if (d < 30) return Math.floor(d) % 6 < 2 ? [120, 84, 48] : [168, 124, 78];
        return [96, 150, 70];
      }),
  },
  lawn: {
    file: 'lawn-damage.png',
    caption: 'Rut in the lawn by the driveway',
    draw: () =>
      png(W, H, (x, y) => {
        if (Math.abs(y - 45 - Math.sin(x / 12) * 8) < 6) return [110, 80, 50];
        return Math.floor(x / 15) % 2 ? [80, 160, 70] : [70, 145, 62];
      }),
  },
};

/** The bytes of a demo picture, for other demo records that show one. */
export const demoPictureBytes = (name: keyof typeof PICTURES) => PICTURES[name]!.draw();

const PLAN: { picture: keyof typeof PICTURES; typeId: number }[][] = [
  [
    { picture: 'crown', typeId: WorkOrderImageTypes.Services },
    { picture: 'stump', typeId: WorkOrderImageTypes.Services },
  ],
  [{ picture: 'lawn', typeId: WorkOrderImageTypes.Damages }],
  [{ picture: 'crown', typeId: WorkOrderImageTypes.Services }],
];

/**
 * Adds a couple of photos to the first few demo work orders that are under way. The seed has no file
 * store, so each photo is recorded with a placeholder file ('demo:<picture>:<n>'); the server stores
 * the drawn bytes on start (storeDemoImageFiles). Does nothing when there are no such work orders.
 */
export async function seedWorkOrderImagesDemo(db: Db): Promise<void> {
  const orders = await db
    .selectFrom('work_orders')
    .select(['id', 'sales_rep_id'])
    .where('status_id', 'in', [
      WorkOrderStatuses.Scheduled,
      WorkOrderStatuses.InProgress,
      WorkOrderStatuses.Completed,
    ])
    .orderBy('id')
    .limit(PLAN.length)
    .execute();
  let n = 0;
  for (const [i, wo] of orders.entries()) {
    for (const shot of PLAN[i]!) {
      const p = PICTURES[shot.picture]!;
      const bytes = p.draw();
      const service = await db
        .selectFrom('work_order_services')
        .select('id')
        .where('work_order_id', '=', wo.id)
        .orderBy('id')
        .executeTakeFirst();
      const createdAt = new Date().toISOString();
      const file = await db
        .insertInto('stored_files')
        .values({
          storage_key: `demo:${shot.picture}:${++n}`,
          original_name: p.file,
          content_type: 'image/png',
          size_bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          created_by: null,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('work_order_images')
        .values({
          work_order_id: wo.id,
          file_id: file.id,
          thumbnail_file_id: file.id,
          image_type_id: shot.typeId,
          key_id: shot.typeId === WorkOrderImageTypes.Services ? (service?.id ?? null) : null,
          caption: p.caption,
          created_by: wo.sales_rep_id,
          created_at: createdAt,
        })
        .execute();
    }
  }
}

/** Stores the bytes of demo photos still on placeholder files and points their images at the stored files. */
export async function storeDemoImageFiles(db: Db, files: FilesService): Promise<void> {
  const pending = await db
    .selectFrom('stored_files')
    .select(['id', 'storage_key', 'original_name'])
    .where('storage_key', 'like', 'demo:%')
    .execute();
  for (const p of pending) {
    const picture = PICTURES[p.storage_key.split(':')[1] ?? ''];
    if (!picture) continue;
    const fileId = await files.save(
      { buffer: picture.draw(), filename: p.original_name, fields: {} },
      ['png'],
      null,
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('work_order_images')
        .set({ file_id: fileId })
        .where('file_id', '=', p.id)
        .execute();
      await trx
        .updateTable('work_order_images')
        .set({ thumbnail_file_id: fileId })
        .where('thumbnail_file_id', '=', p.id)
        .execute();
      // Demo proposals' photos use the same pictures.
      for (const t of ['proposal_item_service_photos', 'proposal_item_material_photos'] as const)
        await trx.updateTable(t).set({ file_id: fileId }).where('file_id', '=', p.id).execute();
      await trx.deleteFrom('stored_files').where('id', '=', p.id).execute();
    });
  }
}

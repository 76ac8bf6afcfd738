import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db';

// SQL of the photos of a proposal's services and materials: two tables of one shape.

export type PhotoKind = 'service' | 'material';
const PHOTOS = {
  service: {
    photos: 'proposal_item_service_photos',
    owner: 'proposal_item_service_id',
    items: 'proposal_item_services',
  },
  material: {
    photos: 'proposal_item_material_photos',
    owner: 'proposal_item_material_id',
    items: 'proposal_item_materials',
  },
} as const;
export interface PhotoRow {
  id: number;
  owner_id: number;
  file_id: number;
  caption: string | null;
  sort_order: number;
}
// The two photo tables have the same shape; the query builder cannot see that through a union of names.
const untyped = (db: Db) => db as unknown as Kysely<any>;

/** The proposal a service or material belongs to, or undefined. */
export async function photoOwnerProposal(db: Db, kind: PhotoKind, ownerId: number) {
  const row = await untyped(db)
    .selectFrom(PHOTOS[kind].items)
    .select('proposal_id')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return row ? (row.proposal_id as number) : undefined;
}

export async function photoRow(db: Db, kind: PhotoKind, id: number): Promise<PhotoRow | undefined> {
  const t = PHOTOS[kind];
  return untyped(db)
    .selectFrom(t.photos)
    .select(['id', `${t.owner} as owner_id`, 'file_id', 'caption', 'sort_order'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Photos added after the owner's last, in the order given. */
export async function insertPhotos(
  db: Db,
  kind: PhotoKind,
  ownerId: number,
  photos: readonly { fileId: number; caption: string | null }[],
): Promise<PhotoRow[]> {
  if (!photos.length) return [];
  const t = PHOTOS[kind];
  const last = await untyped(db)
    .selectFrom(t.photos)
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where(t.owner, '=', ownerId)
    .executeTakeFirst();
  const start = last?.m == null ? 0 : Number(last.m) + 1;
  const made = await untyped(db)
    .insertInto(t.photos)
    .values(
      photos.map((p, i) => ({
        [t.owner]: ownerId,
        file_id: p.fileId,
        caption: p.caption,
        sort_order: start + i,
      })),
    )
    .returning(['id', `${t.owner} as owner_id`, 'file_id', 'caption', 'sort_order'])
    .execute();
  return made as PhotoRow[];
}

export async function updatePhoto(
  db: Db,
  kind: PhotoKind,
  id: number,
  caption: string | null,
  order: number,
) {
  await untyped(db)
    .updateTable(PHOTOS[kind].photos)
    .set({ caption, sort_order: order })
    .where('id', '=', id)
    .execute();
}

export async function deletePhoto(db: Db, kind: PhotoKind, id: number) {
  await untyped(db).deleteFrom(PHOTOS[kind].photos).where('id', '=', id).execute();
}

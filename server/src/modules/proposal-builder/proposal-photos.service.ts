import { captionField, fitCaption, type BuilderPhoto, type SavedPhoto, type SavePhoto } from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { FilesService, Upload } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { builderAccess as access, reachProposalToEdit } from './proposal-builder.access';
import { toPhoto } from './proposal-builder.mapper';

type Kind = 'service' | 'material';
const T = {
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

const read = (fields: Record<string, string>, name: string) =>
  fields[name] ?? fields[name.charAt(0).toLowerCase() + name.slice(1)];

/** Photos of a proposal's services and materials: uploaded with captions, captioned and ordered, removed. */
export function proposalPhotosService(db: Db, files: FilesService) {
  // The two photo tables have the same shape; the query builder cannot see that through a union of names.
  const anyDb = db as unknown as import('kysely').Kysely<any>;

  async function ownerProposal(kind: Kind, ownerId: number): Promise<number> {
    const row = await anyDb
      .selectFrom(T[kind].items)
      .select('proposal_id')
      .where('id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row.proposal_id as number;
  }
  async function photo(kind: Kind, id: number) {
    const row = await anyDb.selectFrom(T[kind].photos).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row as { id: number; file_id: number; caption: string | null; sort_order: number } & Record<
      string,
      number
    >;
  }

  return {
    /** Several photos at once, in the order sent after the ones there; captions cut to 200 characters. */
    async add(auth: AuthContext, kind: Kind, ownerId: number, uploads: Upload[]): Promise<BuilderPhoto[]> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, await ownerProposal(kind, ownerId));
      const fields = uploads[0]?.fields ?? {};
      const stored: number[] = [];
      try {
        for (const u of uploads) stored.push(await files.save(u, IMAGE_KINDS, auth.userId));
        const last = await anyDb
          .selectFrom(T[kind].photos)
          .select((eb) => eb.fn.max('sort_order').as('m'))
          .where(T[kind].owner, '=', ownerId)
          .executeTakeFirst();
        const start = last?.m == null ? 0 : Number(last.m) + 1;
        const rows = stored.map((fileId, i) => ({
          [T[kind].owner]: ownerId,
          file_id: fileId,
          caption: fitCaption(read(fields, captionField(i)) ?? read(fields, 'Caption')).caption,
          sort_order: start + i,
        }));
        const made = rows.length
          ? await anyDb.insertInto(T[kind].photos).values(rows).returningAll().execute()
          : [];
        return made.map((p) => toPhoto(p as never, files));
      } catch (e) {
        for (const f of stored) await files.remove(f);
        throw e;
      }
    },

    async save(auth: AuthContext, kind: Kind, id: number, req: SavePhoto): Promise<SavedPhoto> {
      requireClaim(auth, access.edit);
      const p = await photo(kind, id);
      await reachProposalToEdit(db, auth, await ownerProposal(kind, p[T[kind].owner]!));
      const { caption, warning } = fitCaption(req.Caption);
      await anyDb
        .updateTable(T[kind].photos)
        .set({ caption, sort_order: req.Order })
        .where('id', '=', id)
        .execute();
      const saved = toPhoto({ ...p, caption, sort_order: req.Order }, files);
      return warning ? { ...saved, Warning: warning } : saved;
    },

    async remove(auth: AuthContext, kind: Kind, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      const p = await photo(kind, id);
      await reachProposalToEdit(db, auth, await ownerProposal(kind, p[T[kind].owner]!));
      await anyDb.deleteFrom(T[kind].photos).where('id', '=', id).execute();
      await files.remove(p.file_id);
    },
  };
}
export type ProposalPhotosService = ReturnType<typeof proposalPhotosService>;

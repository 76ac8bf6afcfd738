import { captionField, fitCaption, type BuilderPhoto, type SavedPhoto, type SavePhoto } from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { FilesService, Upload } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { builderAccess as access, reachProposalToEdit } from './proposal-builder.access';
import { toPhoto } from './proposal-builder.mapper';
import * as repo from './proposal-builder.repo';

type Kind = repo.PhotoKind;

const read = (fields: Record<string, string>, name: string) =>
  fields[name] ?? fields[name.charAt(0).toLowerCase() + name.slice(1)];

/** Photos of a proposal's services and materials: uploaded with captions, captioned and ordered, removed. */
export function proposalPhotosService(db: Db, files: FilesService) {
  async function ownerProposal(kind: Kind, ownerId: number): Promise<number> {
    const proposalId = await repo.photoOwnerProposal(db, kind, ownerId);
    if (proposalId === undefined) throw notFound();
    return proposalId;
  }
  async function photo(kind: Kind, id: number) {
    const row = await repo.photoRow(db, kind, id);
    if (!row) throw notFound();
    return row;
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
        const made = await repo.insertPhotos(
          db,
          kind,
          ownerId,
          stored.map((fileId, i) => ({
            fileId,
            caption: fitCaption(read(fields, captionField(i)) ?? read(fields, 'Caption')).caption,
          })),
        );
        return made.map((p) => toPhoto(p, files));
      } catch (e) {
        for (const f of stored) await files.remove(f);
        throw e;
      }
    },

    async save(auth: AuthContext, kind: Kind, id: number, req: SavePhoto): Promise<SavedPhoto> {
      requireClaim(auth, access.edit);
      const p = await photo(kind, id);
      await reachProposalToEdit(db, auth, await ownerProposal(kind, p.owner_id));
      const { caption, warning } = fitCaption(req.Caption);
      await repo.updatePhoto(db, kind, id, caption, req.Order);
      const saved = toPhoto({ ...p, caption, sort_order: req.Order }, files);
      return warning ? { ...saved, Warning: warning } : saved;
    },

    async remove(auth: AuthContext, kind: Kind, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      const p = await photo(kind, id);
      await reachProposalToEdit(db, auth, await ownerProposal(kind, p.owner_id));
      await repo.deletePhoto(db, kind, id);
      await files.remove(p.file_id);
    },
  };
}
export type ProposalPhotosService = ReturnType<typeof proposalPhotosService>;

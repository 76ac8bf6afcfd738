import type { ChemicalPicture } from '@canopy/shared';
import { iso, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { IMAGE_LIMITS, type FilesService, type Upload } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { chemicalsRepo } from './chemicals.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { chemicalAccess as access } from './chemicals.access';

export const CHEMICAL_PICTURE_UPLOAD = { ...IMAGE_LIMITS, kinds: IMAGE_KINDS };

/** Pictures of a chemical (label, product): images only, recognised by their content. */
export function chemicalPicturesService(db: Db, files: FilesService) {
  const repo = chemicalsRepo(db);
  const exists = async (id: number) => {
    if (!(await repo.byId(id))) throw notFound();
  };

  return {
    async list(auth: AuthContext, chemicalId: number): Promise<ChemicalPicture[]> {
      requireClaim(auth, access.view);
      await exists(chemicalId);
      return (await repo.pictures(chemicalId)).map((p) => ({
        Id: p.id,
        FileName: p.original_name,
        ContentType: p.content_type,
        Size: p.size_bytes,
        CreatedDate: iso(p.created_at)!,
        Url: files.signedUrl(p.file_id)!,
      }));
    },

    /** Every file is checked before any is kept, so a bad one among several stores none. */
    async add(auth: AuthContext, chemicalId: number, uploads: Upload[]): Promise<ChemicalPicture[]> {
      requireClaim(auth, access.edit);
      await exists(chemicalId);
      const stored: number[] = [];
      try {
        for (const u of uploads) stored.push(await files.save(u, CHEMICAL_PICTURE_UPLOAD.kinds, auth.userId));
      } catch (e) {
        for (const f of stored) await files.remove(f);
        throw e;
      }
      for (const f of stored) await repo.addPicture(chemicalId, f);
      return this.list(auth, chemicalId);
    },

    async remove(auth: AuthContext, chemicalId: number, pictureId: number): Promise<void> {
      requireClaim(auth, access.edit);
      const p = await repo.picture(chemicalId, pictureId);
      if (!p) throw notFound();
      await repo.removePicture(pictureId);
      await files.remove(p.file_id);
    },

    removeFile: (fileId: number) => files.remove(fileId),
  };
}
export type ChemicalPicturesService = ReturnType<typeof chemicalPicturesService>;

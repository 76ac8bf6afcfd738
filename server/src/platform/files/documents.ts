import { Type, type Static } from 'typebox';
import { iso, type Db } from '../db';
import { notFound } from '../errors';
import type { Page } from '../lists';
import { DOCUMENT_LIMITS, type FilesService, type Upload } from './files';
import { DOCUMENT_KINDS } from './sniff';

export const DocumentRecord = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  StatusId: Type.Integer(),
  FileName: Type.String(),
  ContentType: Type.String(),
  Size: Type.Integer(),
  CreatedDate: Type.String(),
  Url: Type.String(),
});
export type DocumentRecord = Static<typeof DocumentRecord>;
export const DOCUMENT_UPLOAD = { ...DOCUMENT_LIMITS, kinds: DOCUMENT_KINDS };

/** Documents of one kind of owner ('employee', 'employee-private', 'location'…). Callers check access first. */
export function documentsService(db: Db, files: FilesService) {
  const base = (ownerType: string, ownerId: number) =>
    db
      .selectFrom('documents as d')
      .innerJoin('stored_files as f', 'f.id', 'd.file_id')
      .where('d.owner_type', '=', ownerType)
      .where('d.owner_id', '=', ownerId);
  return {
    async search(
      ownerType: string,
      ownerId: number,
      page: Page,
    ): Promise<{ rows: DocumentRecord[]; total: number }> {
      let q = base(ownerType, ownerId);
      for (const w of page.words)
        q = q.where((eb) => eb(eb.fn('lower', ['d.name']), 'like', `%${w.toLowerCase()}%`));
      const [rows, total] = await Promise.all([
        q
          .select([
            'd.id',
            'd.name',
            'd.status_id',
            'd.created_at',
            'f.id as file_id',
            'f.original_name',
            'f.content_type',
            'f.size_bytes',
          ])
          .orderBy('d.created_at', 'desc')
          .orderBy('d.id', 'desc')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(total.n),
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          StatusId: r.status_id,
          FileName: r.original_name,
          ContentType: r.content_type,
          Size: r.size_bytes,
          CreatedDate: iso(r.created_at)!,
          Url: files.signedUrl(r.file_id)!,
        })),
      };
    },

    /** Stores each uploaded file as a document named by the `name` field or the file's own name. */
    async add(ownerType: string, ownerId: number, uploads: Upload[], userId: number): Promise<number[]> {
      const ids: number[] = [];
      for (const u of uploads) {
        const fileId = await files.save(u, DOCUMENT_UPLOAD.kinds, userId);
        const row = await db
          .insertInto('documents')
          .values({
            owner_type: ownerType,
            owner_id: ownerId,
            file_id: fileId,
            name: (u.fields.name ?? u.fields.Name ?? u.filename).trim().slice(0, 255) || u.filename,
            created_by: userId,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      return ids;
    },

    async fileOf(ownerType: string, ownerId: number, docId: number): Promise<number> {
      const row = await base(ownerType, ownerId)
        .select('d.file_id')
        .where('d.id', '=', docId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return row.file_id;
    },

    async remove(ownerType: string, ownerId: number, docId: number): Promise<void> {
      const fileId = await this.fileOf(ownerType, ownerId, docId);
      await db.deleteFrom('documents').where('id', '=', docId).execute();
      await files.remove(fileId);
    },
  };
}
export type DocumentsService = ReturnType<typeof documentsService>;

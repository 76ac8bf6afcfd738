import { Type, type Static } from 'typebox';
import { iso, type Db } from '../db';
import { inTransaction } from '../db/transaction';
import { notFound, ValidationError } from '../errors';
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
  /** Place in the owner's order (shelves kept in order: a proposal's documents, print attachments). */
  Order: Type.Integer(),
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
      opts: { ordered?: boolean } = {},
    ): Promise<{ rows: DocumentRecord[]; total: number }> {
      let q = base(ownerType, ownerId);
      for (const w of page.words)
        q = q.where((eb) => eb(eb.fn('lower', ['d.name']), 'like', `%${w.toLowerCase()}%`));
      const selected = q.select([
        'd.id',
        'd.name',
        'd.status_id',
        'd.sort_order',
        'd.created_at',
        'f.id as file_id',
        'f.original_name',
        'f.content_type',
        'f.size_bytes',
      ]);
      const sorted = opts.ordered
        ? selected.orderBy('d.sort_order').orderBy('d.id')
        : selected.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc');
      const [rows, total] = await Promise.all([
        sorted.offset(page.skip).limit(page.take).execute(),
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
          Order: r.sort_order,
          Url: files.signedUrl(r.file_id)!,
        })),
      };
    },

    /** Stores each uploaded file as a document named by the `name` field or the file's own name. */
    async add(ownerType: string, ownerId: number, uploads: Upload[], userId: number): Promise<number[]> {
      const ids: number[] = [];
      // New documents go to the end of the owner's order.
      const last = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.max<number | null>('sort_order').as('n'))
        .where('owner_type', '=', ownerType)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      let next = Number(last?.n ?? 0) + 1;
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
            sort_order: next++,
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

    /**
     * Puts the listed documents in the given order in the places they held between them, so a page
     * of the list (or two neighbours swapped) can be reordered without sending every id. An id the
     * owner does not have refuses the whole order.
     */
    async reorder(ownerType: string, ownerId: number, ids: number[]): Promise<void> {
      if (new Set(ids).size !== ids.length)
        throw new ValidationError({ Ids: ['Each document may be listed once.'] });
      await inTransaction(db, async (trx) => {
        const all = await trx
          .selectFrom('documents')
          .select('id')
          .where('owner_type', '=', ownerType)
          .where('owner_id', '=', ownerId)
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
        const order = all.map((r) => r.id);
        const held = new Set(order);
        if (ids.some((id) => !held.has(id))) throw notFound();
        const listed = new Set(ids);
        const queue = [...ids];
        const next = order.map((id) => (listed.has(id) ? queue.shift()! : id));
        for (const [i, id] of next.entries())
          await trx
            .updateTable('documents')
            .set({ sort_order: i + 1 })
            .where('id', '=', id)
            .execute();
      });
    },

    /** Renames a document or sets it active (1) or inactive (2). */
    async update(
      ownerType: string,
      ownerId: number,
      docId: number,
      change: { name?: string; statusId?: number },
    ): Promise<void> {
      await this.fileOf(ownerType, ownerId, docId);
      const name = change.name?.trim().slice(0, 255);
      if (change.name !== undefined && !name) throw new ValidationError({ Name: ['Please enter a title.'] });
      await db
        .updateTable('documents')
        .set({ ...(name ? { name } : {}), ...(change.statusId ? { status_id: change.statusId } : {}) })
        .where('id', '=', docId)
        .execute();
    },

    async remove(ownerType: string, ownerId: number, docId: number): Promise<void> {
      const fileId = await this.fileOf(ownerType, ownerId, docId);
      await db.deleteFrom('documents').where('id', '=', docId).execute();
      await files.remove(fileId);
    },
  };
}
export type DocumentsService = ReturnType<typeof documentsService>;

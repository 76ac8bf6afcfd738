import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { notFound, ValidationError } from '../errors';
import { safeEqual } from '../auth/tokens';
import { contentTypeFor, sniff, type FileKind } from './sniff';
import type { FileStore } from './store';

export interface Upload {
  buffer: Buffer;
  filename: string;
  fields: Record<string, string>;
}

export interface UploadLimits {
  maxBytes: number;
  maxFiles: number;
  kinds: FileKind[];
}

export const IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxFiles: 20 };
export const DOCUMENT_LIMITS = { maxBytes: 25 * 1024 * 1024, maxFiles: 10 };

/** Reads a multipart request: its files (buffered, size-checked) and its plain fields. */
export async function readUploads(request: FastifyRequest, limits: UploadLimits): Promise<Upload[]> {
  if (!request.isMultipart()) throw new ValidationError({ File: ['Please choose a file to upload.'] });
  const files: Upload[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: limits.maxFiles } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const file = part as MultipartFile;
    const buffer = await file.toBuffer().catch((e: { code?: string }) => {
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new ValidationError({
          File: [`"${file.filename}" is larger than ${Math.round(limits.maxBytes / 1048576)} MB.`],
        });
      }
      throw e;
    });
    files.push({ buffer, filename: file.filename, fields });
  }
  if (files.length === 0) throw new ValidationError({ File: ['Please choose a file to upload.'] });
  return files;
}

export function filesService(deps: { db: Db; store: FileStore; secret: string }) {
  const { db, store } = deps;
  const sign = (id: number, exp: number) =>
    createHmac('sha256', deps.secret).update(`file:${id}:${exp}`).digest('base64url');

  return {
    /** Checks the bytes are of an allowed kind (whatever the name says), stores them and records them. */
    async save(upload: Upload, kinds: FileKind[], userId: number | null): Promise<number> {
      const kind = sniff(upload.buffer);
      if (!kind || !kinds.includes(kind)) {
        throw new ValidationError({ File: [`"${upload.filename}" is not a file type we accept here.`] });
      }
      const key = randomUUID().replace(/-/g, '');
      await store.put(key, upload.buffer);
      const row = await db
        .insertInto('stored_files')
        .values({
          storage_key: key,
          original_name: upload.filename.slice(0, 255) || 'file',
          content_type: contentTypeFor(kind, upload.filename),
          size_bytes: upload.buffer.length,
          sha256: createHash('sha256').update(upload.buffer).digest('hex'),
          created_by: userId,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async remove(id: number): Promise<void> {
      const row = await db
        .selectFrom('stored_files')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return;
      await db.deleteFrom('stored_files').where('id', '=', id).execute();
      await store.remove(row.storage_key);
    },

    /**
     * A stored file's bytes, for documents the server builds (photos in a report). Null when the
     * record or its bytes are gone, so the caller can leave the file out.
     */
    async read(id: number): Promise<{ data: Buffer; contentType: string } | null> {
      const row = await db
        .selectFrom('stored_files')
        .select(['storage_key', 'content_type'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of store.read(row.storage_key)) chunks.push(chunk as Buffer);
        return { data: Buffer.concat(chunks), contentType: row.content_type };
      } catch {
        return null;
      }
    },

    /** Streams a file. Images and PDFs open in the browser; anything else downloads. */
    async send(reply: FastifyReply, id: number, downloadName?: string) {
      const row = await db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      const inline = /^image\/|^application\/pdf/.test(row.content_type);
      const name = (downloadName ?? row.original_name).replace(/[^\w.\- ]+/g, '_');
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', String(row.size_bytes))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
        .send(store.read(row.storage_key));
    },

    /** A link that opens one file without a sign-in until it expires (images in pages, public views). */
    signedUrl(id: number | null, ttlSeconds = 3600): string | null {
      if (!id) return null;
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/api/v1/files/${id}?exp=${exp}&sig=${sign(id, exp)}`;
    },

    verify(id: number, exp: number, sig: string): boolean {
      return exp * 1000 > Date.now() && safeEqual(sig, sign(id, exp));
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;

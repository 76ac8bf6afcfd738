import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorBody,
  IdParams,
  LOCATION_DOCUMENT_PAGE_SIZE,
  LocationDocParams,
  Messages,
  Ok,
  SearchRequest,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import { DOCUMENT_UPLOAD, DocumentRecord, type DocumentsService } from '../../platform/files/documents';
import { readUploads, type FilesService, type Upload } from '../../platform/files/files';
import { sniff, type FileKind } from '../../platform/files/sniff';
import { pageOf, sendList } from '../../platform/lists';
import { locationAccess as a, reachLocation } from './locations.access';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Location documents'];
const base = '/accounts/accountLocations/:id/docs';
const OWNER = 'location';

// What a file's extension claims it is. Text passes the content check as a document kind, so a
// script renamed 'plan.pdf' would otherwise be stored; a name that claims a kind must match it.
const CLAIMED: Record<string, FileKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  docx: 'zip-office',
  xlsx: 'zip-office',
  pptx: 'zip-office',
  doc: 'ole-office',
  xls: 'ole-office',
  ppt: 'ole-office',
  txt: 'text',
  csv: 'text',
};

function acceptable(u: Upload): boolean {
  const kind = sniff(u.buffer);
  if (!kind || !DOCUMENT_UPLOAD.kinds.includes(kind)) return false;
  const ext = /\.([a-z0-9]+)$/i.exec(u.filename)?.[1]?.toLowerCase();
  const claimed = ext ? CLAIMED[ext] : undefined;
  return !claimed || claimed === kind;
}

/**
 * Every file is checked by its content (and against what its name claims) before any is stored, so
 * a batch with one bad file stores nothing; failures answer 'Document Upload Failed' with the reasons.
 */
async function checkedUploads(read: () => Promise<Upload[]>): Promise<Upload[]> {
  try {
    const uploads = await read();
    const refused = uploads.filter((u) => !acceptable(u));
    if (refused.length)
      throw new ValidationError({
        File: refused.map((u) => `"${u.filename}" is not a file type we accept here.`),
      });
    return uploads;
  } catch (e) {
    if (e instanceof ValidationError)
      throw new ValidationError(
        (e.body.ModelState ?? {}) as Record<string, string[]>,
        Messages.LocationDocumentUploadFailed,
      );
    throw e;
  }
}

/** A location's documents, in the shared documents table (owner type 'location'). */
export const locationDocsRoutes =
  (db: Db, documents: DocumentsService, files: FilesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${base}/_search`,
      {
        config: a.view,
        schema: {
          tags,
          params: IdParams,
          body: SearchRequest,
          response: { 200: Type.Array(DocumentRecord), ...errors },
        },
      },
      async (req, reply) => {
        await reachLocation(db, req.auth, req.params.id);
        const page = pageOf(req.body, LOCATION_DOCUMENT_PAGE_SIZE);
        return sendList(reply, await documents.search(OWNER, req.params.id, page));
      },
    );
    app.post(
      base,
      {
        config: a.edit,
        schema: {
          tags,
          params: IdParams,
          consumes: ['multipart/form-data'],
          response: { 200: Type.Array(Type.Integer()), ...errors },
        },
      },
      async (req) => {
        await reachLocation(db, req.auth, req.params.id, true);
        const uploads = await checkedUploads(() => readUploads(req, DOCUMENT_UPLOAD));
        return documents.add(OWNER, req.params.id, uploads, req.auth.userId);
      },
    );
    app.get(
      `${base}/:docId`,
      { config: a.view, schema: { tags, params: LocationDocParams, response: errors } },
      async (req, reply) => {
        await reachLocation(db, req.auth, req.params.id);
        return files.send(reply, await documents.fileOf(OWNER, req.params.id, req.params.docId));
      },
    );
    app.delete(
      `${base}/:docId`,
      { config: a.edit, schema: { tags, params: LocationDocParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await reachLocation(db, req.auth, req.params.id, true);
        await documents.remove(OWNER, req.params.id, req.params.docId);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorBody,
  IdParams,
  Ok,
  ProposalDocParams,
  SearchRequest,
  WORK_AUTHORIZATION_DOCUMENT_PAGE_SIZE,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { DOCUMENT_UPLOAD, DocumentRecord, type DocumentsService } from '../../platform/files/documents';
import { readUploads, type FilesService, type Upload } from '../../platform/files/files';
import { pageOf, sendList } from '../../platform/lists';
import { reachWa, reachWaToEdit, waAccess as access } from './work-authorizations.access';

// Owner kind in the shared documents table.
export const WA_DOCS = 'work-authorization';

/** A work authorization's documents: view with the authorization, upload and delete with the right to edit it. */
export function waDocsService(db: Db, documents: DocumentsService) {
  const reach = (auth: AuthContext, id: number, write: boolean) => {
    requireClaim(auth, write ? access.edit : access.view);
    return write ? reachWaToEdit(db, auth, id) : reachWa(db, auth, id);
  };
  return {
    async search(auth: AuthContext, id: number, req: SearchRequest) {
      await reach(auth, id, false);
      return documents.search(WA_DOCS, id, pageOf(req, WORK_AUTHORIZATION_DOCUMENT_PAGE_SIZE));
    },
    async add(auth: AuthContext, id: number, uploads: () => Promise<Upload[]>) {
      await reach(auth, id, true);
      return documents.add(WA_DOCS, id, await uploads(), auth.userId);
    },
    async file(auth: AuthContext, id: number, docId: number) {
      await reach(auth, id, false);
      return documents.fileOf(WA_DOCS, id, docId);
    },
    async remove(auth: AuthContext, id: number, docId: number) {
      await reach(auth, id, true);
      await documents.remove(WA_DOCS, id, docId);
    },
  };
}

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work authorization documents'];
const base = '/workAuthorization/:id/docs';

/** The documents dialog's calls: workAuthorization/{id}/docs… */
export const waDocsRoutes =
  (svc: ReturnType<typeof waDocsService>, files: FilesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${base}/_search`,
      {
        config: access.view,
        schema: {
          tags,
          params: IdParams,
          body: SearchRequest,
          response: { 200: Type.Array(DocumentRecord), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.params.id, req.body)),
    );
    app.post(
      base,
      {
        config: access.edit,
        schema: {
          tags,
          params: IdParams,
          consumes: ['multipart/form-data'],
          response: { 200: Type.Array(Type.Integer()), ...errors },
        },
      },
      async (req) => svc.add(req.auth, req.params.id, () => readUploads(req, DOCUMENT_UPLOAD)),
    );
    app.get(
      `${base}/:docId`,
      { config: access.view, schema: { tags, params: ProposalDocParams, response: errors } },
      async (req, reply) => files.send(reply, await svc.file(req.auth, req.params.id, req.params.docId)),
    );
    app.delete(
      `${base}/:docId`,
      { config: access.edit, schema: { tags, params: ProposalDocParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id, req.params.docId);
        return {};
      },
    );
  };

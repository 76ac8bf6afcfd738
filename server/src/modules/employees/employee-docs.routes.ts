import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Ok, SearchRequest } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { forbidden } from '../../platform/errors';
import { DOCUMENT_UPLOAD, DocumentRecord, type DocumentsService } from '../../platform/files/documents';
import { readUploads, type FilesService } from '../../platform/files/files';
import { pageOf, sendList } from '../../platform/lists';
import type { EmployeesService } from './employees.service';
import { employeeAccess } from './employees.access';

const access = employeeAccess.view;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Employee documents'];
const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const DocParams = Type.Object({ id: Type.Integer({ minimum: 1 }), docId: Type.Integer({ minimum: 1 }) });

/**
 * Three shelves per employee, each with its own rights: documents (view R/B/F or oneself; change with
 * Personal-for-oneself or Full), training documents (oneself or Full) and private documents (Full only).
 */
const SHELVES = [
  { path: 'docs', owner: 'employee', edit: 'editBasic' },
  { path: 'training-docs', owner: 'employee-training', edit: 'editOwn' },
  { path: 'private-docs', owner: 'employee-private', edit: 'editFull' },
] as const;

export const employeeDocsRoutes =
  (
    employees: EmployeesService,
    documents: DocumentsService,
    files: FilesService,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const shelf of SHELVES) {
      const check = async (auth: AuthContext, id: number, write: boolean) => {
        const { rights } = await employees.load(auth, id);
        const ok = write || shelf.edit === 'editFull' ? rights[shelf.edit] : rights.view;
        if (!ok) throw forbidden();
      };
      const base = `/employees/:id/${shelf.path}`;
      app.post(
        `${base}/_search`,
        {
          config: access,
          schema: {
            tags,
            params: Params,
            body: SearchRequest,
            response: { 200: Type.Array(DocumentRecord), ...errors },
          },
        },
        async (req, reply) => {
          await check(req.auth, req.params.id, false);
          return sendList(reply, await documents.search(shelf.owner, req.params.id, pageOf(req.body, 12)));
        },
      );
      app.post(
        base,
        {
          config: access,
          schema: {
            tags,
            params: Params,
            consumes: ['multipart/form-data'],
            response: { 200: Type.Array(Type.Integer()), ...errors },
          },
        },
        async (req) => {
          await check(req.auth, req.params.id, true);
          return documents.add(
            shelf.owner,
            req.params.id,
            await readUploads(req, DOCUMENT_UPLOAD),
            req.auth.userId,
          );
        },
      );
      app.get(
        `${base}/:docId`,
        { config: access, schema: { tags, params: DocParams, response: errors } },
        async (req, reply) => {
          await check(req.auth, req.params.id, false);
          return files.send(reply, await documents.fileOf(shelf.owner, req.params.id, req.params.docId));
        },
      );
      app.delete(
        `${base}/:docId`,
        { config: access, schema: { tags, params: DocParams, response: { 200: Ok, ...errors } } },
        async (req) => {
          await check(req.auth, req.params.id, true);
          await documents.remove(shelf.owner, req.params.id, req.params.docId);
          return {};
        },
      );
    }
  };

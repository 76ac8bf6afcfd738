import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DocumentOrder,
  ErrorBody,
  IdParams,
  Ok,
  ProposalDocParams,
  ProposalServiceGroupRef,
  SavePrintAttachment,
  SearchRequest,
  ServiceGroupDocParams,
  ServiceGroupDocsParams,
} from '@canopy/shared';
import { DOCUMENT_UPLOAD, DocumentRecord } from '../../platform/files/documents';
import { readUploads, type FilesService } from '../../platform/files/files';
import { sendList } from '../../platform/lists';
import type { ProposalDocsService } from './proposal-docs.service';
import { proposalAccess } from './proposals.access';

const { view, edit, settings } = proposalAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Docs = { 200: Type.Array(DocumentRecord), ...errors };
const NewIds = { 200: Type.Array(Type.Integer()), ...errors };
const Done = { 200: Ok, ...errors };
const multipart = ['multipart/form-data'];

/**
 * Spec §7 "document and attachment calls under the document root": a proposal's documents
 * (proposals/{id}/docs), its service groups' documents and the print attachment documents
 * (proposals/attachments). Lists are 12 a page in their set order, the total in X-List-Count.
 */
export const proposalDocsRoutes =
  (svc: ProposalDocsService, files: FilesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    let tags = ['Proposal documents'];
    app.post(
      '/proposals/:id/docs/_search',
      { config: view, schema: { tags, params: IdParams, body: SearchRequest, response: Docs } },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.params.id, req.body)),
    );
    app.post(
      '/proposals/:id/docs',
      { config: edit, schema: { tags, params: IdParams, consumes: multipart, response: NewIds } },
      async (req) => svc.add(req.auth, req.params.id, () => readUploads(req, DOCUMENT_UPLOAD)),
    );
    app.put(
      '/proposals/:id/docs',
      { config: edit, schema: { tags, params: IdParams, body: DocumentOrder, response: Done } },
      async (req) => {
        await svc.reorder(req.auth, req.params.id, req.body);
        return {};
      },
    );
    app.get(
      '/proposals/:id/docs/:docId',
      { config: view, schema: { tags, params: ProposalDocParams, response: errors } },
      async (req, reply) => files.send(reply, await svc.file(req.auth, req.params.id, req.params.docId)),
    );
    app.delete(
      '/proposals/:id/docs/:docId',
      { config: edit, schema: { tags, params: ProposalDocParams, response: Done } },
      async (req) => {
        await svc.remove(req.auth, req.params.id, req.params.docId);
        return {};
      },
    );

    tags = ['Proposal service group documents'];
    const group = '/proposals/:id/service-groups/:groupId';
    app.get(
      group,
      {
        config: view,
        schema: {
          tags,
          params: ServiceGroupDocsParams,
          response: { 200: ProposalServiceGroupRef, ...errors },
        },
      },
      async (req) => svc.serviceGroup(req.auth, req.params.id, req.params.groupId),
    );
    app.post(
      `${group}/docs/_search`,
      { config: view, schema: { tags, params: ServiceGroupDocsParams, body: SearchRequest, response: Docs } },
      async (req, reply) =>
        sendList(reply, await svc.groupSearch(req.auth, req.params.id, req.params.groupId, req.body)),
    );
    app.post(
      `${group}/docs`,
      {
        config: edit,
        schema: { tags, params: ServiceGroupDocsParams, consumes: multipart, response: NewIds },
      },
      async (req) =>
        svc.groupAdd(req.auth, req.params.id, req.params.groupId, () => readUploads(req, DOCUMENT_UPLOAD)),
    );
    app.put(
      `${group}/docs`,
      { config: edit, schema: { tags, params: ServiceGroupDocsParams, body: DocumentOrder, response: Done } },
      async (req) => {
        await svc.groupReorder(req.auth, req.params.id, req.params.groupId, req.body);
        return {};
      },
    );
    app.get(
      `${group}/docs/:docId`,
      { config: view, schema: { tags, params: ServiceGroupDocParams, response: errors } },
      async (req, reply) =>
        files.send(reply, await svc.groupFile(req.auth, req.params.id, req.params.groupId, req.params.docId)),
    );
    app.delete(
      `${group}/docs/:docId`,
      { config: edit, schema: { tags, params: ServiceGroupDocParams, response: Done } },
      async (req) => {
        await svc.groupRemove(req.auth, req.params.id, req.params.groupId, req.params.docId);
        return {};
      },
    );

    tags = ['Proposal print attachments'];
    const a = svc.attachments;
    app.post(
      '/proposals/attachments/_search',
      { config: settings, schema: { tags, body: SearchRequest, response: Docs } },
      async (req, reply) => sendList(reply, await a.search(req.auth, req.body)),
    );
    app.post(
      '/proposals/attachments',
      { config: settings, schema: { tags, consumes: multipart, response: NewIds } },
      async (req) => a.add(req.auth, () => readUploads(req, DOCUMENT_UPLOAD)),
    );
    app.put(
      '/proposals/attachments',
      { config: settings, schema: { tags, body: DocumentOrder, response: Done } },
      async (req) => {
        await a.reorder(req.auth, req.body);
        return {};
      },
    );
    app.get(
      '/proposals/attachments/:id',
      { config: settings, schema: { tags, params: IdParams, response: errors } },
      async (req, reply) => files.send(reply, await a.file(req.auth, req.params.id)),
    );
    app.put(
      '/proposals/attachments/:id',
      { config: settings, schema: { tags, params: IdParams, body: SavePrintAttachment, response: Done } },
      async (req) => {
        await a.save(req.auth, req.params.id, req.body);
        return {};
      },
    );
    app.delete(
      '/proposals/attachments/:id',
      { config: settings, schema: { tags, params: IdParams, response: Done } },
      async (req) => {
        await a.remove(req.auth, req.params.id);
        return {};
      },
    );
  };

import {
  PROPOSAL_DOCUMENT_PAGE_SIZE,
  ServiceGroupList,
  type DocumentOrder,
  type ProposalServiceGroupRef,
  type SavePrintAttachment,
  type SearchRequest,
} from '@canopy/shared';
import { mayDo, requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { DocumentsService } from '../../platform/files/documents';
import type { Upload } from '../../platform/files/files';
import { pageOf } from '../../platform/lists';
import { mayEdit, proposalAccess as access, reachProposal, reachProposalToEdit } from './proposals.access';

// Owner kinds in the shared documents table. Print attachments belong to the company, not to a
// record, so they all hang off owner 0.
export const PROPOSAL_DOCS = 'proposal';
export const SERVICE_GROUP_DOCS = 'proposal-service-group';
export const PRINT_ATTACHMENTS = 'proposal-print-attachment';
const COMPANY = 0;

const groupName = (id: number) => ServiceGroupList.find((g) => g.Id === id)?.Name ?? `Service group ${id}`;

/**
 * A proposal's documents and its service groups' documents (view with the proposal; upload, order
 * and delete with the right to edit it, refused once cancelled), and the print attachment documents
 * appended to every printed proposal (Settings Full).
 */
export function proposalDocsService(db: Db, documents: DocumentsService) {
  const reach = (auth: AuthContext, id: number, write: boolean) => {
    requireClaim(auth, write ? access.edit : access.view);
    return write ? reachProposalToEdit(db, auth, id) : reachProposal(db, auth, id);
  };

  async function group(auth: AuthContext, id: number, groupId: number, write: boolean) {
    const proposal = await reach(auth, id, write);
    const row = await db
      .selectFrom('proposal_service_groups')
      .selectAll()
      .where('id', '=', groupId)
      .where('proposal_id', '=', proposal.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { proposal, row };
  }

  const page = (req: SearchRequest) => pageOf(req, PROPOSAL_DOCUMENT_PAGE_SIZE);
  const ordered = { ordered: true };

  return {
    async search(auth: AuthContext, id: number, req: SearchRequest) {
      await reach(auth, id, false);
      return documents.search(PROPOSAL_DOCS, id, page(req), ordered);
    },
    async add(auth: AuthContext, id: number, uploads: () => Promise<Upload[]>) {
      await reach(auth, id, true);
      return documents.add(PROPOSAL_DOCS, id, await uploads(), auth.userId);
    },
    async file(auth: AuthContext, id: number, docId: number) {
      await reach(auth, id, false);
      return documents.fileOf(PROPOSAL_DOCS, id, docId);
    },
    async remove(auth: AuthContext, id: number, docId: number) {
      await reach(auth, id, true);
      await documents.remove(PROPOSAL_DOCS, id, docId);
    },
    async reorder(auth: AuthContext, id: number, ids: DocumentOrder) {
      await reach(auth, id, true);
      await documents.reorder(PROPOSAL_DOCS, id, ids);
    },

    async serviceGroup(auth: AuthContext, id: number, groupId: number): Promise<ProposalServiceGroupRef> {
      const { proposal, row } = await group(auth, id, groupId, false);
      return {
        Id: row.id,
        ProposalId: proposal.id,
        ServiceGroupId: row.service_group_id,
        Name: groupName(row.service_group_id),
        CanEdit: mayDo(auth, access.edit) && mayEdit(auth, proposal),
      };
    },
    async groupSearch(auth: AuthContext, id: number, groupId: number, req: SearchRequest) {
      await group(auth, id, groupId, false);
      return documents.search(SERVICE_GROUP_DOCS, groupId, page(req), ordered);
    },
    async groupAdd(auth: AuthContext, id: number, groupId: number, uploads: () => Promise<Upload[]>) {
      await group(auth, id, groupId, true);
      return documents.add(SERVICE_GROUP_DOCS, groupId, await uploads(), auth.userId);
    },
    async groupFile(auth: AuthContext, id: number, groupId: number, docId: number) {
      await group(auth, id, groupId, false);
      return documents.fileOf(SERVICE_GROUP_DOCS, groupId, docId);
    },
    async groupRemove(auth: AuthContext, id: number, groupId: number, docId: number) {
      await group(auth, id, groupId, true);
      await documents.remove(SERVICE_GROUP_DOCS, groupId, docId);
    },
    async groupReorder(auth: AuthContext, id: number, groupId: number, ids: DocumentOrder) {
      await group(auth, id, groupId, true);
      await documents.reorder(SERVICE_GROUP_DOCS, groupId, ids);
    },

    attachments: {
      search: (auth: AuthContext, req: SearchRequest) => {
        requireClaim(auth, access.settings);
        return documents.search(PRINT_ATTACHMENTS, COMPANY, page(req), ordered);
      },
      async add(auth: AuthContext, uploads: () => Promise<Upload[]>) {
        requireClaim(auth, access.settings);
        return documents.add(PRINT_ATTACHMENTS, COMPANY, await uploads(), auth.userId);
      },
      file: (auth: AuthContext, docId: number) => {
        requireClaim(auth, access.settings);
        return documents.fileOf(PRINT_ATTACHMENTS, COMPANY, docId);
      },
      save: (auth: AuthContext, docId: number, body: SavePrintAttachment) => {
        requireClaim(auth, access.settings);
        const statusId = body.Active === undefined ? undefined : body.Active ? 1 : 2;
        return documents.update(PRINT_ATTACHMENTS, COMPANY, docId, { name: body.Name, statusId });
      },
      remove: (auth: AuthContext, docId: number) => {
        requireClaim(auth, access.settings);
        return documents.remove(PRINT_ATTACHMENTS, COMPANY, docId);
      },
      reorder: (auth: AuthContext, ids: DocumentOrder) => {
        requireClaim(auth, access.settings);
        return documents.reorder(PRINT_ATTACHMENTS, COMPANY, ids);
      },
    },
  };
}
export type ProposalDocsService = ReturnType<typeof proposalDocsService>;

/**
 * Removes the documents of a proposal and of its service groups, files included. Called before the
 * proposal row goes: the documents table is shared by every owner, so no foreign key cascades here.
 */
export async function removeProposalDocuments(db: Db, documents: DocumentsService, proposalId: number) {
  const groups = db.selectFrom('proposal_service_groups').select('id').where('proposal_id', '=', proposalId);
  const docs = await db
    .selectFrom('documents')
    .select(['id', 'owner_type', 'owner_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_type', '=', PROPOSAL_DOCS), eb('owner_id', '=', proposalId)]),
        eb.and([eb('owner_type', '=', SERVICE_GROUP_DOCS), eb('owner_id', 'in', groups)]),
      ]),
    )
    .execute();
  for (const d of docs) await documents.remove(d.owner_type, d.owner_id, d.id);
}

export interface PrintAttachmentRef {
  Id: number;
  Name: string;
  /** Read the bytes with the files service: `files.read(FileId)`. */
  FileId: number;
  FileName: string;
  ContentType: string;
}

const orderedFiles = (db: Db, ownerType: string, ownerId: number, activeOnly: boolean) => {
  let q = db
    .selectFrom('documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .select(['d.id', 'd.name', 'd.file_id', 'f.original_name', 'f.content_type'])
    .where('d.owner_type', '=', ownerType)
    .where('d.owner_id', '=', ownerId);
  if (activeOnly) q = q.where('d.status_id', '=', 1);
  return q
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .execute()
    .then((rows) =>
      rows.map((r): PrintAttachmentRef => ({
        Id: r.id,
        Name: r.name,
        FileId: r.file_id,
        FileName: r.original_name,
        ContentType: r.content_type,
      })),
    );
};

/** The active print attachment documents, in their order: what every printed proposal appends. */
export const listPrintAttachments = (db: Db) => orderedFiles(db, PRINT_ATTACHMENTS, COMPANY, true);

/** A proposal's own documents in their order (the info screen's attachments order). */
export const listProposalDocuments = (db: Db, proposalId: number) =>
  orderedFiles(db, PROPOSAL_DOCS, proposalId, false);

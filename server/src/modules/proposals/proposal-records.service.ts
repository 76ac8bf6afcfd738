import {
  defaultCoverLetter,
  PROPOSAL_NOTE_PAGE_SIZE,
  ProposalMessages as M,
  ProposalNoteStatusList,
  ProposalNoteTypeList,
  type CoverLetter,
  type ProposalNote,
  type SaveCoverLetter,
  type SaveProposalNote,
  type SearchRequest,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { formErrors, notFound } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { proposalAccess as access, reachProposal, reachProposalToEdit } from './proposals.access';
import { toNote } from './proposals.mapper';
import { proposalsRepo } from './proposals.repo';

const known = (list: readonly { Id: number }[], id: number | null | undefined) =>
  id == null || list.some((x) => x.Id === id);

/** A proposal's notes (12 a page, newest first) and its cover letter. */
export function proposalRecordsService(db: Db) {
  const repo = proposalsRepo(db);

  function checkedNote(body: SaveProposalNote) {
    const form = formErrors();
    const text = (body.Notes ?? '').trim();
    if (!text) form.add('Notes', M.NoteRequired);
    if (!known(ProposalNoteTypeList, body.TypeId)) form.add('TypeId', M.NoteSaveFailed);
    if (!known(ProposalNoteStatusList, body.StatusId)) form.add('StatusId', M.NoteSaveFailed);
    form.check(M.NoteSaveFailed);
    return {
      notes: text,
      type_id: body.TypeId ?? 1,
      status_id: body.StatusId ?? 1,
      print_on_work_order: body.PrintOnWorkOrder ? 1 : 0,
    };
  }

  async function defaultLetter(proposalId: number): Promise<string> {
    const row = await db
      .selectFrom('proposals as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .leftJoin('employees as e', 'e.id', 'p.sales_rep_id')
      .select(['a.name', 'e.first_name', 'e.last_name'])
      .where('p.id', '=', proposalId)
      .executeTakeFirstOrThrow();
    return defaultCoverLetter(row.name, [row.first_name, row.last_name].filter(Boolean).join(' '));
  }

  return {
    noteTypes: () => ProposalNoteTypeList.map((x) => ({ Id: x.Id, Name: x.Name })),
    noteStatuses: () => ProposalNoteStatusList.map((x) => ({ Id: x.Id, Name: x.Name })),

    async notes(auth: AuthContext, id: number, req: SearchRequest) {
      requireClaim(auth, access.view);
      await reachProposal(db, auth, id);
      const page = pageOf(req, PROPOSAL_NOTE_PAGE_SIZE);
      const [rows, total] = await Promise.all([repo.notes(id, page.skip, page.take), repo.noteCount(id)]);
      return { rows: rows.map(toNote), total };
    },

    async addNote(auth: AuthContext, id: number, body: SaveProposalNote): Promise<ProposalNote> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, id);
      const values = checkedNote(body);
      const { id: noteId } = await db
        .insertInto('proposal_notes')
        .values({ ...values, proposal_id: id, created_by_id: auth.employeeId, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toNote((await repo.note(id, noteId))!);
    },

    async updateNote(auth: AuthContext, id: number, body: SaveProposalNote): Promise<ProposalNote> {
      requireClaim(auth, access.notesList);
      await reachProposalToEdit(db, auth, id);
      if (!body.Id || !(await repo.note(id, body.Id))) throw notFound();
      const values = checkedNote(body);
      await db.updateTable('proposal_notes').set(values).where('id', '=', body.Id).execute();
      return toNote((await repo.note(id, body.Id))!);
    },

    async removeNote(auth: AuthContext, id: number, noteId: number): Promise<void> {
      requireClaim(auth, access.notesList);
      await reachProposalToEdit(db, auth, id);
      if (!(await repo.note(id, noteId))) throw notFound();
      await db.deleteFrom('proposal_notes').where('id', '=', noteId).execute();
    },

    async coverLetter(auth: AuthContext, id: number): Promise<CoverLetter> {
      requireClaim(auth, access.view);
      await reachProposal(db, auth, id);
      const row = await repo.coverLetter(id);
      return row
        ? { Id: row.id, ProposalId: id, Text: row.text }
        : { Id: 0, ProposalId: id, Text: await defaultLetter(id) };
    },

    /** The letter's text as it prints: the saved one, else the letter a new proposal starts with. */
    async coverLetterText(auth: AuthContext, id: number): Promise<{ Text: string }> {
      requireClaim(auth, access.view);
      await reachProposal(db, auth, id);
      return { Text: (await repo.coverLetter(id))?.text ?? (await defaultLetter(id)) };
    },

    async saveCoverLetter(auth: AuthContext, id: number, body: SaveCoverLetter): Promise<CoverLetter> {
      requireClaim(auth, access.edit);
      await reachProposalToEdit(db, auth, id);
      if (body.ProposalId && body.ProposalId !== id) throw notFound();
      await repo.saveCoverLetter(id, body.Text);
      const row = (await repo.coverLetter(id))!;
      return { Id: row.id, ProposalId: id, Text: row.text };
    },
  };
}
export type ProposalRecordsService = ReturnType<typeof proposalRecordsService>;

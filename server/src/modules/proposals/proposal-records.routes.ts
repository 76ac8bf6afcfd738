import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Choice,
  CoverLetter,
  ErrorBody,
  IdParams,
  NoteIdQuery,
  Ok,
  ProposalNote,
  SaveCoverLetter,
  SaveProposalNote,
  SearchRequest,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { ProposalRecordsService } from './proposal-records.service';
import { proposalAccess } from './proposals.access';

const { view, edit, notesList } = proposalAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Proposal notes and cover letter'];
const Letter = { 200: CoverLetter, ...errors };
const Note = { 200: ProposalNote, ...errors };

/** Spec §7: a proposal's notes (total in X-List-Count) and its cover letter. */
export const proposalRecordsRoutes =
  (svc: ProposalRecordsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/proposals/notesTypes',
      { config: view, schema: { tags, response: { 200: Type.Array(Choice) } } },
      async () => svc.noteTypes(),
    );
    app.get(
      '/proposals/notesStatuses',
      { config: view, schema: { tags, response: { 200: Type.Array(Choice) } } },
      async () => svc.noteStatuses(),
    );
    app.get(
      '/proposals/:id/notes',
      {
        config: view,
        schema: { tags, params: IdParams, response: { 200: Type.Array(ProposalNote), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.notes(req.auth, req.params.id, {})),
    );
    app.post(
      '/proposals/:id/notes/_search',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          body: SearchRequest,
          response: { 200: Type.Array(ProposalNote), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.notes(req.auth, req.params.id, req.body)),
    );
    app.post(
      '/proposals/:id/notes',
      { config: edit, schema: { tags, params: IdParams, body: SaveProposalNote, response: Note } },
      async (req) => svc.addNote(req.auth, req.params.id, req.body),
    );
    app.put(
      '/proposals/:id/notes',
      { config: notesList, schema: { tags, params: IdParams, body: SaveProposalNote, response: Note } },
      async (req) => svc.updateNote(req.auth, req.params.id, req.body),
    );
    app.delete(
      '/proposals/:id/notes',
      {
        config: notesList,
        schema: { tags, params: IdParams, querystring: NoteIdQuery, response: { 200: Ok, ...errors } },
      },
      async (req) => {
        await svc.removeNote(req.auth, req.params.id, req.query.noteId);
        return {};
      },
    );
    app.get(
      '/proposals/:id/coverLetter',
      { config: view, schema: { tags, params: IdParams, response: Letter } },
      async (req) => svc.coverLetter(req.auth, req.params.id),
    );
    app.get(
      '/proposals/:id/coverLetterText',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          response: { 200: Type.Object({ Text: Type.String() }), ...errors },
        },
      },
      async (req) => svc.coverLetterText(req.auth, req.params.id),
    );
    for (const method of ['post', 'put'] as const)
      app[method](
        '/proposals/:id/coverLetter',
        { config: edit, schema: { tags, params: IdParams, body: SaveCoverLetter, response: Letter } },
        async (req) => svc.saveCoverLetter(req.auth, req.params.id, req.body),
      );
  };

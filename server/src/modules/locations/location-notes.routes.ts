import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  LocationNote,
  LocationNoteQuery,
  LocationNoteSearch,
  NoteParams,
  Ok,
  SaveLocationNote,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { LocationNotesService } from './location-notes.service';
import { locationAccess as a } from './locations.access';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Location notes'];
const base = '/accounts/accountLocations';

export const locationNotesRoutes =
  (svc: LocationNotesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${base}/notes/_search`,
      {
        config: a.view,
        schema: { tags, body: LocationNoteSearch, response: { 200: Type.Array(LocationNote), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      `${base}/:id/notes/_search`,
      {
        config: a.view,
        schema: {
          tags,
          params: IdParams,
          querystring: LocationNoteQuery,
          response: { 200: Type.Array(LocationNote), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.query(req.auth, req.params.id, req.query)),
    );
    app.get(
      `${base}/:id/notes/:noteId`,
      { config: a.view, schema: { tags, params: NoteParams, response: { 200: LocationNote, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id, req.params.noteId),
    );
    app.post(
      `${base}/:id/notes`,
      {
        config: a.edit,
        schema: {
          tags,
          params: IdParams,
          body: SaveLocationNote,
          response: { 200: LocationNote, ...errors },
        },
      },
      async (req) => svc.create(req.auth, req.params.id, req.body),
    );
    app.put(
      `${base}/:id/notes`,
      {
        config: a.edit,
        schema: {
          tags,
          params: IdParams,
          body: SaveLocationNote,
          response: { 200: LocationNote, 409: ConflictOf(LocationNote), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.params.id, req.body),
    );
    app.delete(
      `${base}/:id/notes/:noteId`,
      { config: a.edit, schema: { tags, params: NoteParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id, req.params.noteId);
        return {};
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  Contact,
  ContactSearch,
  ContactStatusList,
  ErrorBody,
  IdName,
  IdParams,
  NewContact,
  Ok,
  SaveContact,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { ContactsService } from './contacts.service';
import { contactAccess } from './contacts.access';

const { view, edit } = contactAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Account contacts'];

export const contactsRoutes =
  (svc: ContactsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/accounts/contactStatuses',
      { config: view, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => ContactStatusList,
    );
    app.post(
      '/accounts/:id/contacts/_search',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          body: ContactSearch,
          response: { 200: Type.Array(Contact), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.params.id, req.body)),
    );
    app.get(
      '/accounts/accountContacts/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: Contact, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/accounts/accountContacts',
      { config: edit, schema: { tags, body: NewContact, response: { 200: Contact, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/accounts/accountContacts',
      {
        config: edit,
        schema: { tags, body: SaveContact, response: { 200: Contact, 409: ConflictOf(Contact), ...errors } },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/accounts/accountContacts/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };

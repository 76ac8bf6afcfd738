import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccountLocation,
  ConflictOf,
  ErrorBody,
  IdName,
  IdParams,
  LocationNoteStatusList,
  LocationRow,
  LocationSearch,
  NewLocation,
  SaveLocation,
  SaveLocationContactInfo,
  SaveLocationDirections,
  SearchRequest,
  TransferAccount,
  TransferParams,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { LocationTransferService } from './location-transfer.service';
import { locationAccess as a } from './locations.access';
import type { LocationsService } from './locations.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const saved = { 200: AccountLocation, 409: ConflictOf(AccountLocation), ...errors };
const tags = ['Account locations'];
const base = '/accounts/accountLocations';

export const locationsRoutes =
  (svc: LocationsService, transfers: LocationTransferService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${base}/_search`,
      {
        config: a.view,
        schema: { tags, body: LocationSearch, response: { 200: Type.Array(LocationRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      `${base}/notesStatuses`,
      { config: a.view, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => LocationNoteStatusList,
    );
    app.get(
      `${base}/:id`,
      { config: a.view, schema: { tags, params: IdParams, response: { 200: AccountLocation, ...errors } } },
      async (req) => svc.view(req.auth, req.params.id),
    );
    app.post(
      base,
      { config: a.edit, schema: { tags, body: NewLocation, response: { 200: AccountLocation, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(base, { config: a.edit, schema: { tags, body: SaveLocation, response: saved } }, async (req) =>
      svc.save(req.auth, req.body),
    );
    app.put(
      `${base}/:id/contactInfo`,
      { config: a.edit, schema: { tags, params: IdParams, body: SaveLocationContactInfo, response: saved } },
      async (req) => svc.saveContactInfo(req.auth, req.params.id, req.body),
    );
    app.put(
      `${base}/:id/directions`,
      { config: a.edit, schema: { tags, params: IdParams, body: SaveLocationDirections, response: saved } },
      async (req) => svc.saveDirections(req.auth, req.params.id, req.body),
    );
    app.post(
      `${base}/:id/transfer/_search`,
      {
        config: a.edit,
        schema: {
          tags,
          params: IdParams,
          body: SearchRequest,
          response: { 200: Type.Array(TransferAccount), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await transfers.targets(req.auth, req.params.id, req.body)),
    );
    app.post(
      `${base}/:id/transfer/:target`,
      {
        config: a.edit,
        schema: { tags, params: TransferParams, response: { 200: AccountLocation, ...errors } },
      },
      async (req) => transfers.transfer(req.auth, req.params.id, req.params.target),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AvailableTransferResource,
  ConflictOf,
  ErrorBody,
  IdParams,
  SendTransferRequest,
  TransferFind,
  TransferFindResult,
  TransferRequest,
  TransferRequestSearch,
  UpdateTransferStatus,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { transferAccess } from './transfers.access';
import type { TransfersService } from './transfers.service';

const { view, edit } = transferAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Transfers'];
const Choices = Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() }));
const Available = { 200: Type.Array(AvailableTransferResource), ...errors };

/** Spec §7 transfers calls. */
export const transfersRoutes =
  (svc: TransfersService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/transfers/_find',
      {
        config: view,
        schema: { tags, body: TransferFind, response: { 200: Type.Array(TransferFindResult), ...errors } },
      },
      async (req) => svc.find(req.auth, req.body),
    );
    app.post(
      '/transfers/_sendRequest',
      {
        config: edit,
        schema: { tags, body: SendTransferRequest, response: { 200: TransferRequest, ...errors } },
      },
      async (req) => svc.send(req.auth, req.body),
    );
    app.post(
      '/transfers/_transferRequests/_search',
      {
        config: view,
        schema: {
          tags,
          body: TransferRequestSearch,
          response: { 200: Type.Array(TransferRequest), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.put(
      '/transfers/_updateStatus',
      {
        config: edit,
        schema: {
          tags,
          body: UpdateTransferStatus,
          response: { 200: TransferRequest, 409: ConflictOf(TransferRequest), ...errors },
        },
      },
      async (req) => svc.updateStatus(req.auth, req.body),
    );
    app.get(
      '/transfers/_statuses',
      { config: view, schema: { tags, response: { 200: Choices } } },
      async () => svc.statuses(),
    );
    app.get(
      '/transfers/_crewJobTypes',
      { config: view, schema: { tags, response: { 200: Choices } } },
      async () => svc.crewJobTypes(),
    );
    app.get(
      '/transfers/_availableCrew/:id',
      { config: view, schema: { tags, params: IdParams, response: Available } },
      async (req) => svc.availableCrew(req.auth, req.params.id),
    );
    app.get(
      '/transfers/_availableEquip/:id',
      { config: view, schema: { tags, params: IdParams, response: Available } },
      async (req) => svc.availableEquipment(req.auth, req.params.id),
    );
  };

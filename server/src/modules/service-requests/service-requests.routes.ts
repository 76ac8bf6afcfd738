import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  DeleteRequestQuery,
  EmailRequestParams,
  EmailRequestResult,
  ErrorBody,
  GeneratedProposal,
  IdName,
  IdParams,
  Ok,
  RequestExistsQuery,
  RequestLocation,
  RequestLocationSearch,
  SaveServiceRequest,
  ServiceRequest,
  ServiceRequestListItem,
  ServiceRequestQuickSearch,
  ServiceRequestSearch,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { serviceRequestAccess } from './service-requests.access';
import type { serviceRequestPrinter } from './service-requests-print';
import type { requestProposalMaker } from './service-requests-proposal';
import type { ServiceRequestsService } from './service-requests.service';

const { view, edit, proposal } = serviceRequestAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Service requests'];
const base = '/servicerequests';
const List = { 200: Type.Array(ServiceRequestListItem), ...errors };
const One = { 200: ServiceRequest, ...errors };

/** Spec §7 Service requests (the settings lists are the settings-lists module's, like every whole list). */
export const serviceRequestsRoutes =
  (
    svc: ServiceRequestsService,
    printer: ReturnType<typeof serviceRequestPrinter>,
    generate: ReturnType<typeof requestProposalMaker>,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      `${base}/_search`,
      { config: view, schema: { tags, body: ServiceRequestSearch, response: List } },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      `${base}/_search`,
      { config: view, schema: { tags, querystring: ServiceRequestQuickSearch, response: List } },
      async (req, reply) => sendList(reply, await svc.quickSearch(req.auth, req.query)),
    );
    app.post(
      `${base}/requestLocations/_search`,
      {
        config: edit,
        schema: {
          tags,
          body: RequestLocationSearch,
          response: { 200: Type.Array(RequestLocation), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.locations(req.auth, req.body)),
    );
    app.get(
      `${base}/serviceRequestStatuses`,
      { config: view, schema: { tags, response: { 200: Type.Array(IdName), ...errors } } },
      async (req) => svc.statuses(req.auth),
    );
    app.get(
      `${base}/arborists`,
      { config: edit, schema: { tags, response: { 200: Type.Array(IdName), ...errors } } },
      async (req) => svc.arborists(req.auth),
    );
    app.get(
      `${base}/doesRequestExists`,
      {
        config: edit,
        schema: { tags, querystring: RequestExistsQuery, response: { 200: Type.Boolean(), ...errors } },
      },
      async (req) => svc.exists(req.auth, req.query),
    );
    app.get(
      `${base}/emailServiceRequest/:a/:b/:c`,
      {
        config: view,
        schema: {
          tags,
          params: EmailRequestParams,
          response: { 200: EmailRequestResult, 502: ErrorBody, ...errors },
        },
      },
      async (req) => printer.email(req.auth, req.params.a, req.params.b, req.params.c),
    );
    app.get(
      `${base}/downloadServiceRequest/:id`,
      { config: view, schema: { tags, params: IdParams } },
      async (req, reply) => {
        const { name, pdf } = await printer.download(req.auth, req.params.id);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${name}"`)
          .send(pdf);
      },
    );
    app.get(`${base}/:id`, { config: view, schema: { tags, params: IdParams, response: One } }, async (req) =>
      svc.get(req.auth, req.params.id),
    );
    app.post(base, { config: edit, schema: { tags, body: SaveServiceRequest, response: One } }, async (req) =>
      svc.create(req.auth, req.body),
    );
    app.put(
      `${base}/:id`,
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: SaveServiceRequest,
          response: { ...One, 409: ConflictOf(ServiceRequest) },
        },
      },
      async (req) => svc.save(req.auth, req.params.id, req.body),
    );
    app.delete(
      base,
      { config: edit, schema: { tags, querystring: DeleteRequestQuery, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.query.id);
        return {};
      },
    );
    app.post(
      `${base}/:id/proposal`,
      {
        config: proposal,
        schema: { tags, params: IdParams, response: { 200: GeneratedProposal, ...errors } },
      },
      async (req) => generate(req.auth, req.params.id),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AutoRenewParams,
  BoolAnswer,
  Choice,
  ConflictOf,
  CustomerSubmission,
  CustomerWorkAuthorization,
  DiscountParams,
  ErrorBody,
  IdAnswer,
  IdParams,
  MaterialApproveUpdate,
  PaymentInput,
  SaveWaBasicInfo,
  SaveWorkAuthorization,
  ServiceApproveUpdate,
  WorkAuthorization,
  WorkAuthorizationListItem,
  WorkAuthorizationMessages as M,
  WorkAuthorizationSearch,
} from '@canopy/shared';
import { HttpError } from '../../platform/errors';
import { IDEMPOTENCY_KEY_HEADER } from '../../platform/idempotency';
import { sendList } from '../../platform/lists';
import { proposalAccess } from '../proposals/proposals.access';
import type { WorkAuthorizationPaymentsService } from './work-authorization-payments.service';
import type { waPrinter } from './work-authorization-print';
import { waAccess } from './work-authorizations.access';
import type { WorkAuthorizationsService } from './work-authorizations.service';

const { view, edit, pay } = waAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work authorization'];
const One = { 200: WorkAuthorization, ...errors };
const Saved = { 200: WorkAuthorization, 409: ConflictOf(WorkAuthorization), ...errors };
// A card payment may also meet a repeated transaction (409) or a provider that does not answer (502/503).
const Paid = { ...One, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };
const Choices = { 200: Type.Array(Choice), ...errors };
// The spec's Html is the page the old client rendered; the server lays the PDF out itself.
const PrintRequest = Type.Object({ Html: Type.Optional(Type.String({ maxLength: 200_000 })) });
const EncryptedParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 500 }) });

/** A payment without an Idempotency-Key could be recorded twice by a double click or a resend. */
function requireKey(headers: Record<string, unknown>) {
  if (!headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()])
    throw new HttpError(400, M.KeyRequired, { ModelState: { Service: [M.KeyRequired] } });
}

/** Spec §7 Work authorization, plus proposals/emailWorkAuthorization and customerPayments/save. */
export const workAuthorizationsRoutes =
  (
    svc: WorkAuthorizationsService,
    money: WorkAuthorizationPaymentsService,
    printer: ReturnType<typeof waPrinter>,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    const base = '/workAuthorization';
    app.post(
      `${base}/print/:id`,
      { config: view, schema: { tags, params: IdParams, body: Type.Optional(PrintRequest) } },
      async (req, reply) => {
        const printed = await printer.print(req.auth, req.params.id);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${printed.name}"`)
          .send(printed.pdf);
      },
    );
    app.post(
      `${base}/_search`,
      {
        config: view,
        schema: {
          tags,
          body: WorkAuthorizationSearch,
          response: { 200: Type.Array(WorkAuthorizationListItem), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(`${base}/statuses`, { config: view, schema: { tags, response: Choices } }, async (req) =>
      svc.statuses(req.auth),
    );
    app.get(`${base}/types`, { config: view, schema: { tags, response: Choices } }, async (req) =>
      svc.types(req.auth),
    );
    app.get(`${base}/approvalByTypes`, { config: view, schema: { tags, response: Choices } }, async (req) =>
      svc.approvalByTypes(req.auth),
    );
    app.get(`${base}/approvalStatuses`, { config: view, schema: { tags, response: Choices } }, async (req) =>
      svc.approvalStatuses(req.auth),
    );
    app.get(
      `${base}/getByEncryptedId/:id`,
      {
        config: waAccess.public,
        schema: {
          tags,
          params: EncryptedParams,
          response: { 200: CustomerWorkAuthorization, 400: ErrorBody },
        },
      },
      async (req) => money.byEncryptedId(req.params.id),
    );
    app.put(
      '/customerPayments/save',
      {
        config: waAccess.public,
        schema: {
          tags,
          body: CustomerSubmission,
          response: {
            200: WorkAuthorization,
            400: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            502: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (req) => money.customerSave(req.body),
    );
    app.get(
      `${base}/idByProposalId/:id`,
      { config: view, schema: { tags, params: IdParams, response: { 200: IdAnswer, ...errors } } },
      async (req) => ({ Id: await svc.idByProposalId(req.auth, req.params.id) }),
    );
    app.get(`${base}/:id`, { config: view, schema: { tags, params: IdParams, response: One } }, async (req) =>
      svc.get(req.auth, req.params.id),
    );
    app.get(
      `${base}/:id/hasTaxRate`,
      { config: view, schema: { tags, params: IdParams, response: { 200: BoolAnswer, ...errors } } },
      async (req) => ({ Value: await svc.hasTaxRate(req.auth, req.params.id) }),
    );
    app.get(
      `${base}/:id/hasInvoices`,
      { config: view, schema: { tags, params: IdParams, response: { 200: BoolAnswer, ...errors } } },
      async (req) => ({ Value: await svc.hasInvoices(req.auth, req.params.id) }),
    );
    app.put(
      `${base}/save`,
      { config: edit, schema: { tags, body: SaveWorkAuthorization, response: Saved } },
      async (req) => svc.save(req.auth, req.body),
    );
    app.put(
      `${base}/saveBasicInfo`,
      { config: edit, schema: { tags, body: SaveWaBasicInfo, response: Saved } },
      async (req) => svc.saveBasicInfo(req.auth, req.body),
    );
    app.put(
      `${base}/service/UpdateApproveStatus`,
      { config: edit, schema: { tags, body: ServiceApproveUpdate, response: One } },
      async (req) => svc.updateService(req.auth, req.body),
    );
    app.put(
      `${base}/material/UpdateApproveStatus`,
      { config: edit, schema: { tags, body: MaterialApproveUpdate, response: One } },
      async (req) => svc.updateMaterial(req.auth, req.body),
    );
    app.put(
      `${base}/UpdatePaidStatus/:id`,
      { config: edit, schema: { tags, params: IdParams, response: One } },
      async (req) => svc.togglePaid(req.auth, req.params.id),
    );
    app.put(
      `${base}/UpdateAutoRenewStatus/:a/:b/:c`,
      { config: edit, schema: { tags, params: AutoRenewParams, response: Saved } },
      async (req) => svc.setAutoRenew(req.auth, req.params.a, req.params.b, req.params.c),
    );
    app.put(
      `${base}/:id/discountApplied/:x`,
      { config: edit, schema: { tags, params: DiscountParams, response: One } },
      async (req) => svc.setDiscountApplied(req.auth, req.params.id, req.params.x),
    );
    app.put(
      `${base}/:id/revokeLinks`,
      { config: edit, schema: { tags, params: IdParams, response: One } },
      async (req) => svc.revokeLinks(req.auth, req.params.id),
    );
    app.post(
      `${base}/:id/deposit`,
      { config: pay, schema: { tags, params: IdParams, body: PaymentInput, response: Paid } },
      async (req) => {
        requireKey(req.headers);
        return money.deposit(req.auth, req.params.id, req.body);
      },
    );
    app.post(
      `${base}/:id/promotion`,
      { config: pay, schema: { tags, params: IdParams, body: PaymentInput, response: One } },
      async (req) => {
        requireKey(req.headers);
        return money.promotion(req.auth, req.params.id, req.body);
      },
    );
    app.post(
      '/proposals/emailWorkAuthorization/:id',
      {
        config: proposalAccess.edit,
        schema: {
          tags,
          params: IdParams,
          response: {
            200: Type.Object({ Message: Type.String(), SentTo: Type.Array(Type.String()) }),
            ...errors,
            502: ErrorBody,
          },
        },
      },
      async (req) => money.email(req.auth, req.params.id),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  CustomerInvoice,
  CustomerInvoiceEmailAnswer,
  ErrorBody,
  FormattedInvoice,
  IdParams,
  InvoiceDetailWithWorkOrder,
  InvoiceEmailAnswer,
  InvoiceEmailMessages as W,
  SelectedInvoices,
} from '@canopy/shared';
import { HttpError } from '../../platform/errors';
import { SlidingWindow } from '../../platform/rate-limit';
import { invoiceDocumentAccess as access, type InvoiceDocumentsService } from './invoice-documents.service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Invoices'];
// The spec's Html is the page the old client rendered; the server lays the PDF out itself.
const PrintRequest = Type.Object({ Html: Type.Optional(Type.String({ maxLength: 200_000 })) });
const EncryptedParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 500 }) });
const Mailed = { 200: InvoiceEmailAnswer, 502: ErrorBody, ...errors };
// A PDF is an answer of its own: kept answers of repeated requests are for records, not documents.
const printing = { ...access.view, idempotency: false };

const sendPdf = (reply: FastifyReply, printed: { name: string; pdf: Buffer }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${printed.name}"`)
    .send(printed.pdf);

/**
 * Spec §7 Invoices: print (one or the selected, as one PDF), email (one or the selected), the
 * formatted invoice, the details with their work orders, and the customer's page by its link with
 * its own print and "email me a copy" (`getByEncryptedId/{id}/pdf` and `/email`, paths we chose).
 */
export const invoiceDocumentsRoutes =
  (svc: InvoiceDocumentsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    // The public "email me a copy" sends mail: one address may ask only a few times a minute.
    const perAddress = new SlidingWindow(5, 60_000);

    app.post(
      '/invoices/:id/print',
      { config: printing, schema: { tags, params: IdParams, body: Type.Optional(PrintRequest) } },
      async (req, reply) => sendPdf(reply, await svc.print(req.auth, [req.params.id])),
    );
    app.post(
      '/invoices/print-invoices',
      { config: printing, schema: { tags, body: SelectedInvoices } },
      async (req, reply) => sendPdf(reply, await svc.print(req.auth, req.body.InvoiceIds)),
    );
    app.post(
      '/invoices/:id/email',
      { config: access.email, schema: { tags, params: IdParams, response: Mailed } },
      async (req) => svc.email(req.auth, req.params.id),
    );
    app.post(
      '/invoices/email-selected',
      { config: access.email, schema: { tags, body: SelectedInvoices, response: Mailed } },
      async (req) => svc.emailSelected(req.auth, req.body.InvoiceIds),
    );
    app.get(
      '/invoices/formatted/:id',
      {
        config: access.view,
        schema: { tags, params: IdParams, response: { 200: FormattedInvoice, ...errors } },
      },
      async (req) => svc.formatted(req.auth, req.params.id),
    );
    app.get(
      '/invoices/:id/details',
      {
        config: access.view,
        schema: {
          tags,
          params: IdParams,
          response: { 200: Type.Array(InvoiceDetailWithWorkOrder), ...errors },
        },
      },
      async (req) => svc.details(req.auth, req.params.id),
    );
    app.get(
      '/invoices/getByEncryptedId/:id',
      {
        config: access.public,
        schema: { tags, params: EncryptedParams, response: { 200: CustomerInvoice, 404: ErrorBody } },
      },
      async (req) => svc.byEncryptedId(req.params.id),
    );
    app.get(
      '/invoices/getByEncryptedId/:id/pdf',
      { config: access.public, schema: { tags, params: EncryptedParams } },
      async (req, reply) => sendPdf(reply, await svc.publicPdf(req.params.id)),
    );
    app.post(
      '/invoices/getByEncryptedId/:id/email',
      {
        config: access.public,
        schema: {
          tags,
          params: EncryptedParams,
          response: { 200: CustomerInvoiceEmailAnswer, 429: ErrorBody, 502: ErrorBody, ...errors },
        },
      },
      async (req) => {
        if (perAddress.isBlocked(req.ip)) throw new HttpError(429, W.TooMany);
        perAddress.hit(req.ip);
        return svc.publicEmail(req.params.id);
      },
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddInvoiceNote,
  Choice,
  CommissionOverride,
  ErrorBody,
  IdParams,
  Invoice,
  InvoiceApprovedStatusList,
  InvoiceListItem,
  InvoiceNote,
  InvoiceSearch,
  InvoiceTotals,
  PaymentMethodList,
  PaymentStatusList,
  PrintStatusList,
  PurchaseOrderIds,
  TransactionTypeList,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { invoiceAccess } from './invoices.access';
import type { InvoicesService } from './invoices.service';

const { view, edit } = invoiceAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Invoices'];
const One = { 200: Invoice, ...errors };
const Choices = { 200: Type.Array(Choice), ...errors };
const list = (items: readonly { Id: number; Name: string }[]) =>
  items.map((x) => ({ Id: x.Id, Name: x.Name }));

/** Spec §7 Invoices: the list and its totals row, one invoice, approve, commission override, POs, notes. */
export const invoicesRoutes =
  (svc: InvoicesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/invoices/_search',
      {
        config: view,
        schema: { tags, body: InvoiceSearch, response: { 200: Type.Array(InvoiceListItem), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    // Designed: the totals row of the same filters, so the scroll's pages stay plain lists.
    app.post(
      '/invoices/_totals',
      { config: view, schema: { tags, body: InvoiceSearch, response: { 200: InvoiceTotals, ...errors } } },
      async (req) => svc.totals(req.auth, req.body),
    );
    app.get(
      '/invoices/:id',
      { config: view, schema: { tags, params: IdParams, response: One } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.put(
      '/invoices/:id/approve',
      { config: edit, schema: { tags, params: IdParams, response: One } },
      async (req) => svc.approve(req.auth, req.params.id),
    );
    app.put(
      '/invoices/:id/commission-override',
      { config: edit, schema: { tags, params: IdParams, body: CommissionOverride, response: One } },
      async (req) => svc.commissionOverride(req.auth, req.params.id, req.body.CommissionOverride),
    );
    app.put(
      '/invoices/:id/purchaseOrders',
      { config: edit, schema: { tags, params: IdParams, body: PurchaseOrderIds, response: One } },
      async (req) => svc.purchaseOrders(req.auth, req.params.id, req.body),
    );
    app.get(
      '/invoices/:id/notes',
      {
        config: view,
        schema: { tags, params: IdParams, response: { 200: Type.Array(InvoiceNote), ...errors } },
      },
      async (req) => svc.notes(req.auth, req.params.id),
    );
    app.post(
      '/invoices/:id/notes',
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: AddInvoiceNote,
          response: { 200: Type.Array(InvoiceNote), ...errors },
        },
      },
      async (req) => svc.addNote(req.auth, req.params.id, req.body.NoteText),
    );
    app.get('/transactionTypes/all', { config: view, schema: { tags, response: Choices } }, async () =>
      list(TransactionTypeList),
    );
    app.get('/printStatuses/all', { config: view, schema: { tags, response: Choices } }, async () =>
      list(PrintStatusList),
    );
    app.get('/paymentMethods/all', { config: view, schema: { tags, response: Choices } }, async () =>
      list(PaymentMethodList),
    );
    app.get(
      '/invoiceStatuses/all-approved-statuses',
      { config: view, schema: { tags, response: Choices } },
      async () => list(InvoiceApprovedStatusList),
    );
    // Spelling as the spec has it; the payment statuses.
    app.get('/invoiceStatuses/all-statues', { config: view, schema: { tags, response: Choices } }, async () =>
      list(PaymentStatusList),
    );
  };

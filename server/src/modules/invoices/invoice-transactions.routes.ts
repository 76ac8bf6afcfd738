import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddInvoiceTransaction,
  Bounds,
  ErrorBody,
  InvoiceMessages as M,
  InvoiceTransaction,
  PendingTransactionSearch,
} from '@canopy/shared';
import { HttpError } from '../../platform/errors';
import { IDEMPOTENCY_KEY_HEADER } from '../../platform/idempotency';
import { sendList } from '../../platform/lists';
import type { InvoiceTransactionsService } from './invoice-transactions.service';
import { invoiceAccess } from './invoices.access';

const { view, edit, approveAny, approveBranch, pending } = invoiceAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Invoices'];
const One = { 200: InvoiceTransaction, ...errors };
const InvoiceParams = Type.Object({ invoiceId: Bounds.Id() });
const ApproveParams = Type.Object({ id: Bounds.Id(), userId: Bounds.Int() });

/** Money without an Idempotency-Key could be recorded twice by a double click or a resend. */
export function requireKey(headers: Record<string, unknown>) {
  if (!headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()])
    throw new HttpError(400, M.KeyRequired, { ModelState: { Service: [M.KeyRequired] } });
}

/** Spec §7 invoiceTransactions: an invoice's list, the dialog's add, approvals, pending transactions. */
export const invoiceTransactionsRoutes =
  (svc: InvoiceTransactionsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    const base = '/invoiceTransactions';
    app.get(
      `${base}/:invoiceId/transactions`,
      {
        config: view,
        schema: { tags, params: InvoiceParams, response: { 200: Type.Array(InvoiceTransaction), ...errors } },
      },
      async (req) => svc.ofInvoice(req.auth, req.params.invoiceId),
    );
    app.post(
      `${base}/:invoiceId/transactions/add`,
      { config: edit, schema: { tags, params: InvoiceParams, body: AddInvoiceTransaction, response: One } },
      async (req) => {
        requireKey(req.headers);
        return svc.add(req.auth, req.params.invoiceId, req.body);
      },
    );
    // userId is the approver's employee id, which must be the caller's own.
    app.post(
      `${base}/:id/approve/:userId`,
      { config: approveAny, schema: { tags, params: ApproveParams, response: One } },
      async (req) => svc.approve(req.auth, req.params.id, req.params.userId),
    );
    app.post(
      `${base}/:id/branch-approve/:userId`,
      { config: approveBranch, schema: { tags, params: ApproveParams, response: One } },
      async (req) => svc.branchApprove(req.auth, req.params.id, req.params.userId),
    );
    app.post(
      `${base}/pending-transactions`,
      {
        config: pending,
        schema: {
          tags,
          body: PendingTransactionSearch,
          response: { 200: Type.Array(InvoiceTransaction), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.pending(req.auth, req.body)),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AppliedOverage,
  ApplyOverage,
  CustomerInvoicePayment,
  Bounds,
  ErrorBody,
  InvoicePaymentEntry,
  PaymentAccount,
  PaymentAccountMatch,
  PaymentAccountQuery,
  PaymentEntry,
  PaymentResult,
} from '@canopy/shared';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { notFound } from '../../platform/errors';
import { openInvoiceLink } from './invoice-links';
import { requireKey } from './invoice-transactions.routes';
import { invoicePaymentAccess as access } from './invoice-payments.access';
import type { InvoiceOveragesService } from './invoice-overages.service';
import type { InvoicePaymentsService } from './invoice-payments.service';

const errors = {
  400: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};
const tags = ['Invoices'];
const Paid = { 200: PaymentResult, ...errors };

/**
 * Spec §7: add-payment on one invoice, add-multiple (the multiple payment screen), apply-overage; and
 * (designed) the account the multiple payment screen works on and the accounts it may choose.
 */
export const invoicePaymentsRoutes =
  (
    svc: InvoicePaymentsService,
    overages: InvoiceOveragesService,
    links: EncryptedIds,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    // Designed, beside the customer page's other calls: the link alone admits, and the provider's
    // confirmation of the card is what the payment rests on (a second report of it is a 409).
    app.post(
      '/invoices/getByEncryptedId/:id/payment',
      {
        config: access.customer,
        schema: {
          tags,
          params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 500 }) }),
          body: CustomerInvoicePayment,
          response: Paid,
        },
      },
      async (req) => {
        const invoiceId = openInvoiceLink(links, req.params.id);
        if (invoiceId === null) throw notFound();
        return svc.customerPay(invoiceId, req.body);
      },
    );
    app.post(
      '/invoices/:id/add-payment',
      {
        config: access.pay,
        schema: { tags, params: Type.Object({ id: Bounds.Id() }), body: InvoicePaymentEntry, response: Paid },
      },
      async (req) => {
        requireKey(req.headers);
        return svc.addPayment(req.auth, req.params.id, req.body);
      },
    );
    app.post(
      '/invoiceTransactions/add-multiple',
      { config: access.pay, schema: { tags, body: PaymentEntry, response: Paid } },
      async (req) => {
        requireKey(req.headers);
        return svc.addMultiple(req.auth, req.body);
      },
    );
    app.post(
      '/invoiceTransactions/apply-overage',
      {
        config: access.applyOverage,
        schema: { tags, body: ApplyOverage, response: { 200: AppliedOverage, ...errors } },
      },
      async (req) => {
        requireKey(req.headers);
        return overages.applyOverage(req.auth, req.body);
      },
    );
    app.get(
      '/invoiceTransactions/payment-account/:accountId',
      {
        config: access.pay,
        schema: {
          tags,
          params: Type.Object({ accountId: Bounds.Id() }),
          response: { 200: PaymentAccount, ...errors },
        },
      },
      async (req) => overages.account(req.auth, req.params.accountId),
    );
    app.get(
      '/invoiceTransactions/payment-accounts',
      {
        config: access.pay,
        schema: {
          tags,
          querystring: PaymentAccountQuery,
          response: { 200: Type.Array(PaymentAccountMatch), ...errors },
        },
      },
      async (req) => overages.accounts(req.auth, req.query.q),
    );
  };

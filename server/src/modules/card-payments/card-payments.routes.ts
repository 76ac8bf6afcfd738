import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ErrorBody,
  fromCents,
  PayableAnswer,
  PayableQuery,
  PaymentMessages,
  PaymentTokenRequest,
  PaymentTokenResponse,
  toCents,
  WebhookAnswer,
} from '@canopy/shared';
import { authenticate } from '../../platform/auth/guard';
import { HttpError } from '../../platform/errors';
import { SlidingWindow } from '../../platform/rate-limit';
import { sandboxCharge, sandboxForm } from '../../platform/payments/sandbox';
import type { ModuleDeps } from '../module';
import { cardPaymentAccess as access } from './card-payments.access';
import {
  COMMUNICATOR_SCRIPT,
  communicatorPage,
  FRAME_PAGE_CSP,
  framePageCsp,
  SANDBOX_SCRIPT,
  sandboxFormPage,
  sandboxResultPage,
  transactResponseMessage,
} from './card-payments.pages';

const COMMUNICATOR_PATH = '/api/v1/authorize-net/communicator';
const SandboxToken = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
  cardNumber: Type.Optional(Type.String({ maxLength: 40 })),
  expiry: Type.Optional(Type.String({ maxLength: 10 })),
  cvv: Type.Optional(Type.String({ maxLength: 10 })),
});

/** A form token for an amount the server decides; the provider's notifications; the frame pages. */
export const cardPaymentRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { payments, db, config } = deps;
    // A public door to the provider: one address may not spend the merchant's API calls freely.
    const perAddress = new SlidingWindow(30, 60_000);

    const callerOf = (req: FastifyRequest) =>
      req.headers.authorization
        ? authenticate(req, { db, encryptionSecret: config.encryptionSecret }).then(
            (a) => a.caller,
            () => null,
          )
        : Promise.resolve(null);

    app.get(
      '/authorize-net/payable',
      {
        config: access.public,
        schema: { tags: ['Card payments'], querystring: PayableQuery, response: { 200: PayableAnswer } },
      },
      async (req) => {
        const payable = await payments.payable(req.query.Reference, await callerOf(req));
        return { AmountDue: fromCents(payable.amountDueCents), Description: payable.description };
      },
    );

    app.post(
      '/authorize-net/payment-token',
      {
        config: access.public,
        schema: {
          tags: ['Card payments'],
          body: PaymentTokenRequest,
          response: { 200: PaymentTokenResponse, 429: ErrorBody, 502: ErrorBody, 503: ErrorBody },
        },
      },
      async (req) => {
        if (perAddress.isBlocked(req.ip)) throw new HttpError(429, PaymentMessages.TooManyRequests);
        perAddress.hit(req.ip);
        // Staff paying from the office send their token and get their own rights; a customer has the link.
        const caller = await callerOf(req);
        const b = req.body;
        const form = await payments.createPaymentForm({
          reference: b.Reference,
          amountCents: b.Amount === undefined ? undefined : toCents(b.Amount),
          caller,
          showCreditCard: b.ShowCreditCard ?? true,
          showBankAccount: b.ShowBankAccount ?? false,
          communicatorUrl: `${config.publicUrl}${COMMUNICATOR_PATH}`,
        });
        return {
          Token: form.token,
          FormUrl: form.formUrl,
          Amount: fromCents(form.amountCents),
          InvoiceNumber: form.invoiceNumber,
        };
      },
    );

    const formOrigin = /^https?:\/\//.test(config.payments.formUrl)
      ? new URL(config.payments.formUrl).origin
      : '';
    const communicatorCsp = framePageCsp(formOrigin);
    app.get(
      '/authorize-net/communicator',
      { config: access.public, schema: { tags: ['Card payments'], hide: true } },
      async (_req, reply) =>
        reply
          .type('text/html')
          .header('Content-Security-Policy', communicatorCsp)
          // Every ancestor must be allowed: the provider's form frame sits between our page and this one.
          .removeHeader('X-Frame-Options')
          .send(communicatorPage()),
    );
    app.get(
      '/authorize-net/communicator.js',
      { config: access.public, schema: { tags: ['Card payments'], hide: true } },
      async (_req, reply) => reply.type('text/javascript').send(COMMUNICATOR_SCRIPT),
    );

    await app.register(webhookRoute(deps));
    await app.register(sandboxRoutes(deps));
  };

/**
 * Authorize.Net's notifications. The signature covers the raw body, so this scope reads JSON as
 * text first. A notification is kept once by its id: the provider retries until it hears 200.
 */
const webhookRoute =
  ({ payments, db }: ModuleDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const raw = new WeakMap<object, string>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (req, body, done) => {
        raw.set(req, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new HttpError(400, 'The notification is not JSON.'), undefined);
        }
      },
    );
    const Notification = Type.Object({
      notificationId: Type.String({ minLength: 1, maxLength: 100 }),
      eventType: Type.String({ minLength: 1, maxLength: 200 }),
      payload: Type.Optional(
        Type.Object({ id: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Number()])) }),
      ),
    });
    app.post(
      '/authorize-net/webhook',
      {
        config: access.public,
        schema: {
          tags: ['Card payments'],
          body: Notification,
          response: { 200: WebhookAnswer, 401: ErrorBody },
        },
      },
      async (req) => {
        const body = raw.get(req) ?? '';
        const signature = req.headers['x-anet-signature'];
        if (
          !payments.gateway.verifyWebhookSignature(body, Array.isArray(signature) ? signature[0] : signature)
        ) {
          throw new HttpError(401, 'The notification signature is not valid.');
        }
        const id = req.body.payload?.id;
        await db
          .insertInto('payment_webhook_events')
          .values({
            notification_id: req.body.notificationId,
            event_type: req.body.eventType,
            transaction_id: id === undefined ? null : String(id),
            payload: body,
            received_at: new Date().toISOString(),
          })
          .onConflict((oc) => oc.column('notification_id').doNothing())
          .execute();
        return { Received: true };
      },
    );
  };

/** The sandbox's stand-in for the hosted form: posted the token like Accept Hosted, it takes a card. */
const sandboxRoutes =
  ({ payments, db }: ModuleDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const sandboxOnly = () => {
      if (payments.gateway.name !== 'sandbox') throw new HttpError(404, 'The payment sandbox is not in use.');
    };
    const schema = { tags: ['Card payments'], body: SandboxToken, hide: true };

    app.post('/payment-sandbox/form', { config: access.public, schema }, async (req, reply) => {
      sandboxOnly();
      const form = await sandboxForm(db, req.body.token);
      if (!form) throw new HttpError(404, PaymentMessages.UnknownReference);
      return reply
        .type('text/html')
        .header('Content-Security-Policy', FRAME_PAGE_CSP)
        .send(sandboxFormPage(form.token, form.amount_cents, form.description));
    });

    app.post('/payment-sandbox/pay', { config: access.public, schema }, async (req, reply) => {
      sandboxOnly();
      const charged = await sandboxCharge(db, req.body.token, req.body.cardNumber ?? '');
      if (!charged) throw new HttpError(404, PaymentMessages.UnknownReference);
      return reply
        .type('text/html')
        .header('Content-Security-Policy', FRAME_PAGE_CSP)
        .send(sandboxResultPage(transactResponseMessage(charged), charged.responseCode === 1));
    });

    app.get(
      '/payment-sandbox/sandbox.js',
      { config: access.public, schema: { tags: ['Card payments'], hide: true } },
      async (_req, reply) => reply.type('text/javascript').send(SANDBOX_SCRIPT),
    );
  };

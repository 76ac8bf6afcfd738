import { randomBytes } from 'node:crypto';
import { PaymentMessages, payAmountProblem } from '@canopy/shared';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db';
import { HttpError, ruleFailed } from '../errors';
import { uniqueRuleFor } from '../unique-messages';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayTransaction,
  type PaymentForm,
  type PaymentGateway,
} from './gateway';

/** What a module answers about one of its records that can be paid by card. */
export interface Payable {
  /** The canonical reference, `<kind>:<record id>` (a link's encrypted id is resolved away). */
  reference: string;
  amountDueCents: number;
  /** Shown on the provider's form and its reports. */
  description: string;
}

/**
 * A module's answer for its kind of reference (`wa`, `inv`): what is due on the record named by `id`
 * (a record id for staff, the link's encrypted id for a customer) and whether this caller may pay
 * it. `caller` is null for a customer with the link. null: unknown, or not theirs to pay (both 404).
 */
export type PayableResolver = (id: string, caller: AuthContext | null) => Promise<Payable | null>;

export interface VerifiedCardPayment {
  gateway: PaymentGateway['name'];
  transactionId: string;
  reference: string;
  amountCents: number;
  status: string;
}

export interface CardPayments {
  readonly gateway: PaymentGateway;
  /** Each module registers the resolver of its reference kind once, when it registers its routes. */
  registerPayable(kind: string, resolver: PayableResolver): void;
  /** What is due on `reference` for this caller (404 when unknown or not theirs). */
  payable(reference: string, caller: AuthContext | null): Promise<Payable>;
  /** A form token for (part of) what is due on `reference`; the amount is checked against the due. */
  createPaymentForm(input: {
    reference: string;
    amountCents: number | undefined;
    caller: AuthContext | null;
    showCreditCard: boolean;
    showBankAccount: boolean;
    communicatorUrl: string;
  }): Promise<PaymentForm & { amountCents: number; invoiceNumber: string }>;
  /**
   * Asks the provider about a transaction the browser reported and returns it only if it is
   * approved, paid one of our forms for `reference`, and charged exactly `amountCents` (the amount
   * of that form). Anything else is a 400 with a clear message; a provider that does not answer is
   * a 503. Call it before the transaction that records the payment (it waits on the network).
   */
  verifyCardPayment(input: {
    transactionId: string;
    amountCents: number;
    reference: string;
  }): Promise<VerifiedCardPayment>;
  /**
   * Marks the verified transaction as recorded, inside the caller's own transaction that records the
   * payment: a second report of the same transaction (a repeated frame message, a replay, a race)
   * is refused with 409 and leaves nothing behind.
   */
  recordCardPayment(trx: Db, verified: VerifiedCardPayment): Promise<void>;
}

const INVOICE_NUMBER_MAX = 20;
const isUniqueViolation = (err: unknown) => uniqueRuleFor(err) !== undefined;

export function cardPayments(deps: { db: Db; gateway: PaymentGateway }): CardPayments {
  const { db, gateway } = deps;
  const resolvers = new Map<string, PayableResolver>();

  const viaGateway = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof GatewayUnavailableError)
        throw new HttpError(503, PaymentMessages.GatewayUnavailable);
      if (err instanceof GatewayRefusedError) throw new HttpError(502, PaymentMessages.GatewayRefused);
      throw err;
    }
  };

  async function resolve(reference: string, caller: AuthContext | null): Promise<Payable> {
    const [kind, ...rest] = reference.split(':');
    const resolver = kind ? resolvers.get(kind) : undefined;
    const id = rest.join(':');
    const payable = resolver && id ? await resolver(id, caller) : null;
    if (!payable) throw new HttpError(404, PaymentMessages.UnknownReference);
    return payable;
  }

  return {
    gateway,

    registerPayable(kind, resolver) {
      if (!/^[a-z]{1,8}$/.test(kind)) throw new Error(`payable kind ${kind} must be a short lower-case word`);
      if (resolvers.has(kind)) throw new Error(`payable kind ${kind} is registered twice`);
      resolvers.set(kind, resolver);
    },

    payable: resolve,

    async createPaymentForm(input) {
      const payable = await resolve(input.reference, input.caller);
      if (payable.amountDueCents <= 0) throw ruleFailed(PaymentMessages.NothingDue);
      const amountCents = input.amountCents ?? payable.amountDueCents;
      const problem = payAmountProblem(amountCents, payable.amountDueCents);
      if (problem) throw ruleFailed(problem);

      const invoiceNumber = await keepIntent(db, gateway.name, payable.reference, amountCents);
      const form = await viaGateway(() =>
        gateway.createPaymentForm({
          amountCents,
          invoiceNumber,
          description: payable.description,
          showCreditCard: input.showCreditCard,
          showBankAccount: input.showBankAccount,
          communicatorUrl: input.communicatorUrl,
        }),
      );
      return { ...form, amountCents, invoiceNumber };
    },

    async verifyCardPayment({ transactionId, amountCents, reference }) {
      if (!/^[\w-]{1,60}$/.test(transactionId)) throw ruleFailed(PaymentMessages.UnknownTransaction);
      const transaction = await viaGateway(() => gateway.getTransaction(transactionId));
      if (!transaction) throw ruleFailed(PaymentMessages.UnknownTransaction);
      if (!transaction.approved) throw ruleFailed(PaymentMessages.NotApproved);
      const intent = await intentOf(db, gateway.name, transaction);
      if (!intent || intent.reference !== reference) throw ruleFailed(PaymentMessages.NotOurs);
      if (transaction.amountCents !== intent.amount_cents || transaction.amountCents !== amountCents) {
        throw ruleFailed(PaymentMessages.AmountMismatch);
      }
      return {
        gateway: gateway.name,
        transactionId: transaction.transactionId,
        reference,
        amountCents: transaction.amountCents,
        status: transaction.status,
      };
    },

    async recordCardPayment(trx, verified) {
      try {
        await trx
          .insertInto('card_payments')
          .values({
            gateway: verified.gateway,
            transaction_id: verified.transactionId,
            reference: verified.reference,
            amount_cents: verified.amountCents,
            recorded_at: new Date().toISOString(),
          })
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, PaymentMessages.AlreadyRecorded);
        throw err;
      }
    },
  };
}

/** Keeps the amount decided for a form under a fresh invoice number the provider will echo back. */
async function keepIntent(db: Db, gateway: string, reference: string, amountCents: number): Promise<string> {
  const [kind = '', id = ''] = reference.split(':');
  const prefix = `${kind.toUpperCase()}${id}`.slice(0, INVOICE_NUMBER_MAX - 9);
  for (let attempt = 0; ; attempt++) {
    const invoiceNumber = `${prefix}-${randomBytes(4).toString('hex')}`;
    try {
      await db
        .insertInto('payment_intents')
        .values({
          gateway,
          reference,
          invoice_number: invoiceNumber,
          amount_cents: amountCents,
          created_at: new Date().toISOString(),
        })
        .execute();
      return invoiceNumber;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

function intentOf(db: Db, gateway: string, transaction: GatewayTransaction) {
  if (!transaction.invoiceNumber) return Promise.resolve(undefined);
  return db
    .selectFrom('payment_intents')
    .select(['reference', 'amount_cents'])
    .where('gateway', '=', gateway)
    .where('invoice_number', '=', transaction.invoiceNumber)
    .executeTakeFirst();
}

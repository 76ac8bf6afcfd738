import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { verifyHmacSha512, type GatewayTransaction, type PaymentGateway } from './gateway';

export const SANDBOX_FORM_PATH = '/api/v1/payment-sandbox/form';
/** The sandbox declines this card, as a provider's test cards do, so a refusal can be tried by hand. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/**
 * The embedded default's gateway: no provider, no credentials. Forms are our own stand-in page
 * (payment-sandbox routes) and transactions live in sandbox_transactions, so a deposit can be paid
 * end to end on one machine and goes through the same verification as a real one.
 */
export function sandboxGateway(deps: { db: Db; signatureKey: string | undefined }): PaymentGateway {
  const { db } = deps;
  return {
    name: 'sandbox',

    async createPaymentForm(request) {
      const token = randomBytes(24).toString('base64url');
      await db
        .insertInto('sandbox_payment_forms')
        .values({
          token,
          invoice_number: request.invoiceNumber,
          amount_cents: request.amountCents,
          description: request.description,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { token, formUrl: SANDBOX_FORM_PATH };
    },

    async getTransaction(transactionId): Promise<GatewayTransaction | null> {
      const id = Number(transactionId);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
      const row = await db
        .selectFrom('sandbox_transactions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        transactionId: String(row.id),
        status: row.status,
        approved: row.response_code === 1,
        amountCents: row.amount_cents,
        invoiceNumber: row.invoice_number,
      };
    },

    verifyWebhookSignature(rawBody, header) {
      return verifyHmacSha512(rawBody, header, deps.signatureKey);
    },
  };
}

/** The card form posted: approved unless the card is the declining one or the number is not a card. */
export async function sandboxCharge(
  db: Db,
  token: string,
  cardNumber: string,
): Promise<{ transId: string; responseCode: 1 | 2; amountCents: number; invoiceNumber: string } | null> {
  const form = await db
    .selectFrom('sandbox_payment_forms')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
  if (!form) return null;
  const digits = cardNumber.replace(/[\s-]/g, '');
  const approved = luhn(digits) && digits !== SANDBOX_DECLINED_CARD;
  const row = await db
    .insertInto('sandbox_transactions')
    .values({
      token,
      invoice_number: form.invoice_number,
      amount_cents: form.amount_cents,
      status: approved ? 'capturedPendingSettlement' : 'declined',
      response_code: approved ? 1 : 2,
      card_last_four: digits.slice(-4),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    transId: String(row.id),
    responseCode: approved ? 1 : 2,
    amountCents: form.amount_cents,
    invoiceNumber: form.invoice_number,
  };
}

export async function sandboxForm(db: Db, token: string) {
  return db.selectFrom('sandbox_payment_forms').selectAll().where('token', '=', token).executeTakeFirst();
}

function luhn(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

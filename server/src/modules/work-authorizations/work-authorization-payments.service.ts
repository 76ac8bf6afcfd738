import {
  dollarsToExactCents,
  isClosed,
  PaymentMessages,
  PaymentMethods,
  submitsWithoutPayment,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type CustomerSubmission,
  type CustomerWorkAuthorization,
  type PaymentInput,
  type WorkAuthorization,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { HttpError, ruleFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { CardPayments, VerifiedCardPayment } from '../../platform/payments';
import { companyBranding } from '../company/company-branding';
import { proposalAccess, reachProposalToEdit } from '../proposals/proposals.access';
import { receiveFromClient, waFromLink } from './work-authorization-customer';
import { mailWorkAuthorization } from './work-authorization-mail';
import { waReference } from './work-authorization-payable';
import { reachWa, waAccess as access } from './work-authorizations.access';
import { figures, hasInvoices, type WorkAuthorizationsService } from './work-authorizations.service';

const isCard = (method: number) => method === PaymentMethods.CreditCard || method === PaymentMethods.ACH;
const OFFICE_METHODS: number[] = [
  PaymentMethods.Cash,
  PaymentMethods.Check,
  PaymentMethods.PromotionalDiscount,
];

/**
 * Money on a work authorization: the office's deposits and promotional discounts (WorkAuthorizations
 * _Payments Full, only while the authorization has no invoices), the customer's submission from the
 * public page, and the e-mail with the customer's link.
 */
export function workAuthorizationPaymentsService(deps: {
  db: Db;
  ids: EncryptedIds;
  mailer: Mailer;
  publicUrl: string;
  companyName: string;
  companyLogo: string | undefined;
  was: WorkAuthorizationsService;
  payments: CardPayments;
}) {
  const { db, ids, was, payments } = deps;

  /**
   * A card or bank (ACH) transaction the provider's frame reported is checked with the provider
   * before anything is written: the browser's word is not enough. null for other methods.
   */
  async function verifiedCard(
    waId: number,
    method: number,
    transactionId: string | null | undefined,
    cents: number,
  ) {
    if (!isCard(method)) return null;
    if (!transactionId) throw ruleFailed(PaymentMessages.UnknownTransaction);
    return payments.verifyCardPayment({ transactionId, amountCents: cents, reference: waReference(waId) });
  }

  /** One deposit row, and for a card the provider's transaction marked recorded (a repeat is 409). */
  async function insertPayment(
    trx: Db,
    row: { id: number; account_id: number },
    p: {
      cents: number;
      deposit: boolean;
      method: number;
      check: string | null;
      card: VerifiedCardPayment | null;
      by: number | null;
    },
  ) {
    if (p.card) await payments.recordCardPayment(trx, p.card);
    await trx
      .insertInto('customer_payments')
      .values({
        account_id: row.account_id,
        work_authorization_id: row.id,
        amount_cents: p.cents,
        is_deposit: p.deposit ? 1 : 0,
        payment_method_id: p.method,
        check_number: p.method === PaymentMethods.Check ? p.check : null,
        authorize_transaction_id: p.card?.transactionId ?? null,
        created_by: p.by,
        created_at: nowIso(),
      })
      .execute();
  }

  function amountOf(amount: number): number {
    const cents = dollarsToExactCents(amount);
    if (cents === null) throw new HttpError(400, M.EnterAmount, { ModelState: { Amount: [M.EnterAmount] } });
    return cents;
  }

  async function record(auth: AuthContext, id: number, body: PaymentInput, kind: 'deposit' | 'promotion') {
    requireClaim(auth, access.pay);
    const row = await reachWa(db, auth, id);
    if (await hasInvoices(db, row.id)) throw ruleFailed(M.HasInvoices);
    if (row.status_id === S.Cancelled || row.status_id === S.NotApproved) throw ruleFailed(M.Closed);
    const cents = amountOf(body.Amount);
    if (cents <= 0) throw ruleFailed(M.EnterAmount);
    if (!body.PaymentMethodId) throw ruleFailed(M.SelectPaymentType);
    const method = kind === 'promotion' ? PaymentMethods.PromotionalDiscount : body.PaymentMethodId;
    if (kind === 'promotion' && body.PaymentMethodId !== PaymentMethods.PromotionalDiscount)
      throw ruleFailed(M.MethodNotAccepted);
    if (!isCard(method) && !OFFICE_METHODS.includes(method)) throw ruleFailed(M.MethodNotAccepted);
    const card = await verifiedCard(row.id, method, body.AuthorizeTransactionId, cents);
    await inTransaction(db, (trx) =>
      insertPayment(trx, row, {
        cents,
        deposit: kind === 'deposit',
        method,
        check: body.CheckNumber ?? null,
        card,
        by: auth.employeeId,
      }),
    );
    return was.dto(auth, row.id);
  }

  const fromLink = (text: string) => waFromLink(db, ids, text);

  /** The authorization with its company branding, so the customer page needs one call to draw. */
  async function branded(auth: AuthContext | null, id: number): Promise<CustomerWorkAuthorization> {
    const wa = await was.dto(auth, id);
    return { ...wa, Company: await companyBranding(db, deps, wa.BranchId) };
  }

  return {
    deposit: (auth: AuthContext, id: number, body: PaymentInput) => record(auth, id, body, 'deposit'),
    promotion: (auth: AuthContext, id: number, body: PaymentInput) => record(auth, id, body, 'promotion'),

    /** GET workAuthorization/getByEncryptedId/{id}: the customer's view, without staff rights. */
    async byEncryptedId(text: string): Promise<CustomerWorkAuthorization> {
      const row = await fromLink(text);
      return branded(null, row.id);
    },

    branded,

    /**
     * PUT customerPayments/save: the customer's approval. Spec §4/§5: an amount, a signature and a
     * payment type are required; it sets ReceivedFromClient, approved by Customer, keeps the
     * signature; a card or bank payment is verified with the provider and recorded once as a deposit.
     * From the admin view (`rep`, already checked to reach the authorization) the approval is the
     * rep's: approved by SalesRep, that user, and the deposit is recorded as taken by them.
     */
    async customerSave(body: CustomerSubmission, rep: AuthContext | null = null): Promise<WorkAuthorization> {
      const row = await fromLink(body.EncryptedId);
      if (isClosed(row.status_id)) throw ruleFailed(M.Closed);
      const cents = amountOf(body.Amount);
      const f = await figures(db, row.id);
      const free = cents === 0 && submitsWithoutPayment(f.totals.totalCents, f.totals.depositDueCents);
      if (cents <= 0 && !free) throw ruleFailed(M.AmountZero);
      if (!body.Signature.trim()) throw ruleFailed(M.SignBeforeSubmitting);
      if (!body.PaymentMethodId && !free) throw ruleFailed(M.SelectPaymentType);
      const card = free
        ? null
        : await verifiedCard(row.id, body.PaymentMethodId, body.AuthorizeTransactionId, cents);
      const now = nowIso();
      await inTransaction(db, async (trx) => {
        if (card)
          await insertPayment(trx, row, {
            cents,
            deposit: true,
            method: body.PaymentMethodId,
            check: null,
            card,
            by: rep?.employeeId ?? null,
          });
        await receiveFromClient(trx, row.id, {
          signature: body.Signature,
          paymentMethodId: body.PaymentMethodId || null,
          approvedAt: now,
          salesRepId: rep?.employeeId ?? null,
        });
      });
      return was.dto(rep, row.id);
    },

    /**
     * POST proposals/emailWorkAuthorization/{id} (a proposal id): mails the customer's link to the
     * location's contacts who receive proposals and marks the authorization Sent To Client.
     */
    async email(auth: AuthContext, proposalId: number): Promise<{ Message: string; SentTo: string[] }> {
      requireClaim(auth, proposalAccess.edit);
      await reachProposalToEdit(db, auth, proposalId);
      const { SentTo: to } = await mailWorkAuthorization(deps, proposalId, 'proposal');
      return { Message: M.EmailSent, SentTo: to };
    },
  };
}
export type WorkAuthorizationPaymentsService = ReturnType<typeof workAuthorizationPaymentsService>;

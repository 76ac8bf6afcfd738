import { B, claim, F } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { invoicePaymentsRepo } from './invoice-payments.repo';
import { invoiceEditScope } from './invoices.access';

// Spec §6: statements and payments with Invoices Branch or Full; apply overage with Full only.
export const invoicePaymentAccess = {
  pay: { access: { claim: claim('Invoices', B | F) } },
  applyOverage: { access: { claim: claim('Invoices', F) } },
  /** The customer with the invoice's link; a card transaction id names the payment once. */
  customer: { access: { public: true as const }, idempotency: false },
};

/** The account, if the caller may take money for it: Full any, Branch theirs or one with their invoices. */
export async function reachPaymentAccount(db: Db, auth: AuthContext, accountId: number) {
  const repo = invoicePaymentsRepo(db);
  const account = await repo.account(accountId);
  const s = invoiceEditScope(auth);
  if (!account || s.kind === 'none') throw notFound();
  if (s.kind === 'branch' && !s.branchIds.includes(account.branch_id)) {
    if (!(await repo.hasInvoiceIn(accountId, s))) throw notFound();
  }
  return account;
}

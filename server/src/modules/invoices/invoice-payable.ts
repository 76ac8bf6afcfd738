import { InvoiceApprovedStatuses, invoicesReference } from '@canopy/shared';
import { mayDo, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { Payable } from '../../platform/payments';
import { invoicePaymentAccess as access } from './invoice-payments.access';
import { reachInvoiceToEdit, type InvoiceRow } from './invoices.access';

const IDS = /^[1-9]\d{0,9}(-[1-9]\d{0,9}){0,49}$/;

/**
 * The `inv` payable for the office: `inv:<id>[-<id>…]` names the invoices a card or ACH payment is
 * for, all of one account, approved and within the caller's reach to take payments; what is due is
 * the sum of their balances. Customers have no way in here (null caller: unknown).
 */
export function invoicePayable(db: Db) {
  const reach = (caller: AuthContext, id: number) =>
    reachInvoiceToEdit(db, caller, id).then(
      (row): InvoiceRow | null => row,
      (err: unknown) => {
        if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 403)) return null;
        throw err;
      },
    );

  return async (id: string, caller: AuthContext | null): Promise<Payable | null> => {
    if (!caller || !IDS.test(id) || !mayDo(caller, access.pay)) return null;
    const ids = [...new Set(id.split('-').map(Number))];
    let due = 0;
    let accountId: number | null = null;
    for (const invoiceId of ids) {
      const row = await reach(caller, invoiceId);
      if (!row || row.approved_status_id !== InvoiceApprovedStatuses.Approved) return null;
      if (accountId !== null && row.account_id !== accountId) return null;
      accountId = row.account_id;
      due += Math.max(0, Number(row.amount_due_cents));
    }
    return {
      reference: invoicesReference(ids),
      amountDueCents: due,
      description: `${ids.length === 1 ? 'Invoice' : 'Invoices'} ${ids.join(', ')}`,
    };
  };
}

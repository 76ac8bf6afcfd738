import { InvoiceApprovedStatuses, invoicesReference } from '@canopy/shared';
import { mayDo, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { HttpError } from '../../platform/errors';
import type { Payable } from '../../platform/payments';
import { invoicePaymentAccess as access } from './invoice-payments.access';
import { openInvoiceLink } from './invoice-links';
import { reachInvoiceToEdit, type InvoiceRow } from './invoices.access';

const IDS = /^[1-9]\d{0,9}(-[1-9]\d{0,9}){0,49}$/;

/**
 * The `inv` payable. For the office, `inv:<id>[-<id>…]` names the invoices a card or ACH payment is
 * for, all of one account, approved and within the caller's reach to take payments; what is due is
 * the sum of their balances. For a customer, `inv:<link>` is the invoice their e-mailed link names,
 * once approved; the reference it resolves to is the same `inv:<id>` the office would use.
 */
export function invoicePayable(db: Db, links: EncryptedIds) {
  const byLink = async (link: string): Promise<Payable | null> => {
    const invoiceId = openInvoiceLink(links, link);
    if (invoiceId === null) return null;
    const row = await db
      .selectFrom('invoices')
      .select(['amount_due_cents', 'approved_status_id'])
      .where('id', '=', invoiceId)
      .executeTakeFirst();
    if (!row || row.approved_status_id !== InvoiceApprovedStatuses.Approved) return null;
    return {
      reference: invoicesReference([invoiceId]),
      amountDueCents: Math.max(0, Number(row.amount_due_cents)),
      description: `Invoice ${invoiceId}`,
    };
  };

  const reach = (caller: AuthContext, id: number) =>
    reachInvoiceToEdit(db, caller, id).then(
      (row): InvoiceRow | null => row,
      (err: unknown) => {
        if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 403)) return null;
        throw err;
      },
    );

  return async (id: string, caller: AuthContext | null): Promise<Payable | null> => {
    if (!IDS.test(id)) return byLink(id);
    if (!caller || !mayDo(caller, access.pay)) return null;
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

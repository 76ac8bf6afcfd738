import { escapeHtml } from '@canopy/shared/html';
import { ContactStatuses, InvoiceApprovedStatuses, InvoiceEmailMessages as W } from '@canopy/shared';
import type { Db } from '../../platform/db';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5: branch phones shorter than 10 characters are dropped, so they do not count. */
const PHONE_DIGITS = 10;

/** The addresses of the account's active contacts who receive billing, with a usable e-mail. */
export async function billingContacts(db: Db, accountId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('contacts')
    .select('email')
    .where('account_id', '=', accountId)
    .where('status_id', '=', ContactStatuses.Active)
    .where('receives_billing', '=', 1)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
  return [...new Set(rows.map((r) => r.email?.trim() ?? '').filter((e) => EMAIL.test(e)))];
}

async function branchHasPhone(db: Db, branchId: number): Promise<boolean> {
  const phones = await db
    .selectFrom('branch_phones')
    .select('phone')
    .where('branch_id', '=', branchId)
    .execute();
  return phones.some((p) => p.phone.replace(/\D/g, '').length >= PHONE_DIGITS);
}

export interface MailableInvoice {
  id: number;
  account_id: number;
  branch_id: number;
  approved_status_id: number;
}

/**
 * Spec §5 Emailing: whether the invoice may be mailed, and to whom; otherwise the warning that
 * says why it was skipped — pending approval, a do-not-email account, a branch without a phone
 * number (the customer would have no one to call), no valid billing contact.
 */
export async function mailCheck(
  db: Db,
  inv: MailableInvoice,
): Promise<{ to: string[]; warning: null } | { to: null; warning: string }> {
  const [account, branch] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['name', 'do_not_email'])
      .where('id', '=', inv.account_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('branches').select('name').where('id', '=', inv.branch_id).executeTakeFirstOrThrow(),
  ]);
  const names = { account: account.name, do_not_email: account.do_not_email, branch: branch.name };
  if (inv.approved_status_id === InvoiceApprovedStatuses.PendingApproval)
    return { to: null, warning: W.PendingApproval(inv.id, names.account) };
  if (names.do_not_email) return { to: null, warning: W.DoNotEmail(inv.id, names.account) };
  if (!(await branchHasPhone(db, inv.branch_id)))
    return { to: null, warning: W.BranchPhone(inv.id, names.branch) };
  const to = await billingContacts(db, inv.account_id);
  if (!to.length) return { to: null, warning: W.NoBillingContact(inv.id, names.account) };
  return { to, warning: null };
}

/** The mail of one invoice: the amount due, the customer page's link, the PDF attached. */
export function invoiceMail(p: {
  to: string[];
  companyName: string;
  number: string;
  amountDue: string;
  link: string;
  pdf: Buffer;
}) {
  return {
    to: p.to.join(', '),
    subject: `Invoice ${p.number} from ${p.companyName}`,
    text:
      `Your invoice ${p.number} is attached. Amount due: ${p.amountDue}.\n` +
      `View, print or pay it online:\n${p.link}\n\n${p.companyName}`,
    html:
      `<p>Your invoice ${p.number} is attached. Amount due: <strong>${p.amountDue}</strong>.</p>` +
      `<p><a href="${p.link}">View, print or pay the invoice online</a></p><p>${escapeHtml(p.companyName)}</p>`,
    attachments: [{ filename: `invoice-${p.number}.pdf`, content: p.pdf, contentType: 'application/pdf' }],
  };
}

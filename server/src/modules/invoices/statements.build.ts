import {
  AGING_BUCKETS,
  agingCents,
  daysOld,
  fromCents,
  type Statement,
  type StatementInvoice,
} from '@canopy/shared';
import type { StatementFilter, StatementsRepo } from './statements.repo';

/** A statement with its invoices' ids, so a mail or print can mark what it sent. */
export interface BuiltStatement {
  dto: Statement;
  invoiceIds: number[];
}

/**
 * The statements of these accounts, in the order given, each from the open invoices the filter
 * keeps. An account with none has no statement unless `keepEmpty` (the view of one account). Sums are cents until the DTO, so the balance is the
 * exact sum of the lines.
 */
export async function buildStatements(
  repo: StatementsRepo,
  f: StatementFilter & { accountIds: readonly number[]; keepEmpty?: boolean },
): Promise<BuiltStatement[]> {
  if (!f.accountIds.length) return [];
  const [invoices, accounts, addresses, recipients] = await Promise.all([
    repo.invoices(f),
    repo.accounts(f.accountIds),
    repo.billingAddresses(f.accountIds),
    repo.recipients(f.accountIds),
  ]);
  const credits = await repo.credits(invoices.map((i) => i.id));
  const byAccount = new Map<number, typeof invoices>();
  for (const i of invoices) byAccount.set(i.account_id, [...(byAccount.get(i.account_id) ?? []), i]);
  const out: BuiltStatement[] = [];
  for (const id of f.accountIds) {
    const rows = byAccount.get(id);
    const account = accounts.find((a) => a.id === id);
    if (!account || (!rows?.length && !f.keepEmpty)) continue;
    const address = addresses.find((a) => a.account_id === id);
    const mine = recipients.filter((r) => r.account_id === id);
    const billing = mine.filter((r) => r.receives_billing);
    const lines = (rows ?? []).map((r) => {
      const credit = credits.get(r.id) ?? 0;
      const total = Number(r.total_cost_cents) + Number(r.total_tax_cents);
      // Stored adjustments are net of credits: what raises the bill is them plus the credits.
      const raised = Number(r.adjustments_cents) + credit;
      const age = daysOld(r.invoice_date, f.statementDate);
      return { r, credit, total, raised, age, balance: Number(r.amount_due_cents) };
    });
    const aging = agingCents(lines.map((l) => ({ ageDays: l.age, balanceCents: l.balance })));
    out.push({
      invoiceIds: (rows ?? []).map((r) => r.id),
      dto: {
        Id: id,
        Account: { Id: id, Name: account.name, DoNotEmail: !!account.do_not_email },
        StatementDate: f.statementDate,
        BillingAddress: address
          ? {
              Address1: address.address1,
              Address2: address.address2,
              City: address.city,
              State: address.state,
              Zip: address.zip,
            }
          : null,
        Email: (billing.length ? billing : mine).map((r) => r.email).join(', ') || null,
        Invoices: lines.map((l): StatementInvoice => ({
          InvoiceId: l.r.id,
          InvoiceDate: l.r.invoice_date,
          DaysOld: l.age,
          InvoiceTotal: fromCents(l.total),
          TotalAdjustments: fromCents(l.raised),
          TotalCredits: fromCents(l.credit),
          AmountDue: fromCents(l.total + l.raised - l.credit),
          BalanceDue: fromCents(l.balance),
        })),
        Aging: AGING_BUCKETS.map((b, k) => ({ Label: b.Label, Amount: fromCents(aging[k]!) })),
        BalanceDue: fromCents(lines.reduce((s, l) => s + l.balance, 0)),
      },
    });
  }
  return out;
}

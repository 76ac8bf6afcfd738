import type { ExpressionBuilder } from 'kysely';
import { ALL_FLAGS, B, claim, F, type Scope } from '@canopy/shared';
import { scope, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/errors';

// Spec §6: Invoices ReadOnly, Branch or Full view; Full or Branch edit and add transactions.
// Invoices_TransactionApproval: Full approves any transaction, Branch only those of the user's
// branches; the pending transactions view needs Branch or Full.
export const invoiceAccess = {
  view: { access: { claim: claim('Invoices', ALL_FLAGS) } },
  edit: { access: { claim: claim('Invoices', B | F) } },
  approveAny: { access: { claim: claim('Invoices_TransactionApproval', F) } },
  approveBranch: { access: { claim: claim('Invoices_TransactionApproval', B | F) } },
  pending: { access: { claim: claim('Invoices_TransactionApproval', B | F) } },
  // Spec §6: statements and payments, Branch or Full.
  statements: { access: { claim: claim('Invoices', B | F) } },
};

/** Who reaches an invoice: ReadOnly/Full all, Branch by the invoice's branch, Personal its arborist's. */
export const invoiceScope = (auth: AuthContext): Scope => scope(auth, 'Invoices');

/** Which the caller may change: Full all, Branch their branches; ReadOnly and Personal none. */
export function invoiceEditScope(auth: AuthContext): Scope {
  const v = auth.claims.Invoices ?? 0;
  if (v & F) return { kind: 'all' };
  if (v & B) return { kind: 'branch', branchIds: auth.branchIds };
  return { kind: 'none' };
}

/** Whose transactions the caller may approve: Full any, Branch their branches' (nothing else approves). */
export function approvalScope(auth: AuthContext): Scope {
  const v = auth.claims.Invoices_TransactionApproval ?? 0;
  if (v & F) return { kind: 'all' };
  if (v & B) return { kind: 'branch', branchIds: auth.branchIds };
  return { kind: 'none' };
}

type Eb = ExpressionBuilder<Database & { i: Database['invoices'] }, 'i'>;

/** A where-clause over invoices aliased `i`, keeping what `s` reaches. */
export function inInvoiceScope(s: Scope) {
  return (eb: Eb) => {
    if (s.kind === 'all') return eb.lit(true);
    if (s.kind === 'branch') return s.branchIds.length ? eb('i.branch_id', 'in', s.branchIds) : eb.lit(false);
    if (s.kind === 'personal') return eb('i.sales_rep_id', '=', s.employeeId);
    return eb.lit(false);
  };
}

export const withinScope = (s: Scope, row: { branch_id: number; sales_rep_id: number | null }) =>
  s.kind === 'all' ||
  (s.kind === 'branch' && s.branchIds.includes(row.branch_id)) ||
  (s.kind === 'personal' && row.sales_rep_id === s.employeeId);

const byId = (db: Db, id: number) =>
  db.selectFrom('invoices as i').selectAll('i').where('i.id', '=', id).executeTakeFirst();
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof byId>>>;

/** The invoice if the caller reaches it; another branch's is 404, never data. */
export async function reachInvoice(db: Db, auth: AuthContext, id: number): Promise<InvoiceRow> {
  const row = await byId(db, id);
  if (!row || !withinScope(invoiceScope(auth), row)) throw notFound();
  return row;
}

/** The invoice to change: out of reach 404, in reach but not theirs to change 403. */
export async function reachInvoiceToEdit(db: Db, auth: AuthContext, id: number): Promise<InvoiceRow> {
  const row = await reachInvoice(db, auth, id);
  if (!withinScope(invoiceEditScope(auth), row)) throw forbidden();
  return row;
}

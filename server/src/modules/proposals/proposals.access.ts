import type { ExpressionBuilder } from 'kysely';
import { ALL_FLAGS, claim, F, P, ProposalMessages, ProposalStatuses, type Scope } from '@canopy/shared';
import { scope, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { forbidden, notFound, ruleFailed } from '../../platform/errors';

// Spec §2, §6: Proposals ReadOnly, Personal or Full open the list and a proposal; add, edit, delete,
// notes and documents need Personal or Full on Proposals (or Contracts, which edits proposals too).
// Changing or deleting a note already in the notes list needs Full. Templates need Full.
export const proposalAccess = {
  view: { access: { claim: claim('Proposals', ALL_FLAGS) } },
  /** POST proposals/_search serves the contract list too (spec §7); the service checks by type. */
  search: { access: { claim: [claim('Proposals', ALL_FLAGS), claim('Contracts', ALL_FLAGS)] } },
  edit: { access: { claim: [claim('Proposals', P | F), claim('Contracts', P | F)] } },
  add: { access: { claim: claim('Proposals', P | F) } },
  /** POST proposals makes a contract too (the add contract screen); the service checks by type. */
  create: { access: { claim: [claim('Proposals', P | F), claim('Contracts', P | F)] } },
  notesList: { access: { claim: claim('Proposals', F) } },
  templates: { access: { claim: claim('Proposals', F) } },
  /** Spec §2: proposal settings and the print attachment documents need Settings Full. */
  settings: { access: { claim: claim('Settings', F) } },
};

/** Who a proposal reaches: ReadOnly/Full every one, Branch the caller's branches, Personal their own. */
export const proposalScope = (auth: AuthContext): Scope => scope(auth, 'Proposals');

/** Which proposals the caller may change: Full every one, Personal those they are the sales rep of. */
export function proposalEditScope(auth: AuthContext): Scope {
  const v = (auth.claims.Proposals ?? 0) | (auth.claims.Contracts ?? 0);
  if (v & F) return { kind: 'all' };
  if (v & P) return { kind: 'personal', employeeId: auth.employeeId };
  return { kind: 'none' };
}

type PEb = ExpressionBuilder<Database, 'proposals'>;

/** A where-clause keeping the proposals `s` reaches; every read and write over proposals uses it. */
export function inProposalScope(s: Scope) {
  return (eb: PEb) => {
    if (s.kind === 'all') return eb.lit(true);
    if (s.kind === 'branch')
      return s.branchIds.length ? eb('proposals.branch_id', 'in', s.branchIds) : eb.lit(false);
    if (s.kind === 'personal') return eb('proposals.sales_rep_id', '=', s.employeeId);
    return eb.lit(false);
  };
}

const byId = (db: Db, s: Scope, id: number) =>
  db
    .selectFrom('proposals')
    .selectAll()
    .where('proposals.id', '=', id)
    .where(inProposalScope(s))
    .executeTakeFirst();

/** The proposal if the caller reaches it; another branch's or another rep's id is 404. */
export async function reachProposal(db: Db, auth: AuthContext, id: number) {
  const row = await byId(db, proposalScope(auth), id);
  if (!row) throw notFound();
  return row;
}
export type ProposalRow = Awaited<ReturnType<typeof reachProposal>>;

/** Whether the caller may change this proposal they reach (edit scope, and not cancelled). */
export function mayEdit(auth: AuthContext, row: ProposalRow): boolean {
  const s = proposalEditScope(auth);
  const own = s.kind === 'all' || (s.kind === 'personal' && row.sales_rep_id === s.employeeId);
  return own && row.status_id !== ProposalStatuses.Cancelled;
}

/**
 * The proposal if the caller may change it: out of reach 404, in reach but not theirs 403, cancelled
 * refused with the message (spec §4: a cancelled proposal takes no edits).
 */
export async function reachProposalToEdit(db: Db, auth: AuthContext, id: number) {
  const row = await reachProposal(db, auth, id);
  const s = proposalEditScope(auth);
  if (s.kind === 'none' || (s.kind === 'personal' && row.sales_rep_id !== s.employeeId)) throw forbidden();
  if (row.status_id === ProposalStatuses.Cancelled) throw ruleFailed(ProposalMessages.Cancelled);
  return row;
}

import { ALL_FLAGS, claim, F, P, ProposalTypes, type Scope } from '@canopy/shared';
import { scope, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { inProposalScope } from '../proposals/proposals.access';

// Spec §2, §6: any Contracts value opens the contract list and a contract; renewables need Contracts
// Full; the contract settings screen Settings Full; contract edits (bulk confirm and mail, promotions,
// legacy service items, add) Personal or Full on Contracts.
export const contractAccess = {
  view: { access: { claim: claim('Contracts', ALL_FLAGS) } },
  renewals: { access: { claim: claim('Contracts', F) } },
  settings: { access: { claim: claim('Settings', F) } },
  edit: { access: { claim: claim('Contracts', P | F) } },
};

/** Who a contract reaches: ReadOnly/Full every one, Branch the caller's branches, Personal their own. */
export const contractScope = (auth: AuthContext): Scope => scope(auth, 'Contracts');

/** Whether the caller may change this contract: Full any they reach, Personal their own. */
export function mayEditContract(auth: AuthContext, salesRepId: number | null): boolean {
  const v = auth.claims.Contracts ?? 0;
  return (v & F) !== 0 || ((v & P) !== 0 && salesRepId === auth.employeeId);
}

const contractRows = (db: Db, s: Scope, ids: readonly number[]) =>
  db
    .selectFrom('proposals')
    .selectAll()
    .where('proposals.id', 'in', ids.length ? ids : [0])
    .where('proposals.proposal_type_id', '=', ProposalTypes.Contract)
    .where(inProposalScope(s))
    .orderBy('proposals.id')
    .execute();
export type ContractRow = Awaited<ReturnType<typeof contractRows>>[number];

/** The contract if the caller reaches it; a proposal, or another branch's or rep's contract, is 404. */
export async function reachContract(db: Db, auth: AuthContext, id: number): Promise<ContractRow> {
  const [row] = await contractRows(db, contractScope(auth), [id]);
  if (!row) throw notFound();
  return row;
}

/** Every selected contract the caller reaches; one out of reach makes the whole request 404. */
export async function reachContracts(
  db: Db,
  auth: AuthContext,
  ids: readonly number[],
): Promise<ContractRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await contractRows(db, contractScope(auth), wanted);
  if (rows.length !== wanted.length) throw notFound();
  return rows;
}

/**
 * Every selected contract, to change: one out of reach makes the whole request 404 (nothing is
 * said about which), one in reach but not the caller's to change 403.
 */
export async function reachContractsToEdit(
  db: Db,
  auth: AuthContext,
  ids: readonly number[],
): Promise<ContractRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await contractRows(db, contractScope(auth), wanted);
  if (rows.length !== wanted.length) throw notFound();
  if (rows.some((r) => !mayEditContract(auth, r.sales_rep_id))) throw forbidden();
  return rows;
}

import { B, claim, F, P, R, type Scope } from '@canopy/shared';
import { mayDo, scope, widestOf, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { forbidden, notFound, ruleFailed } from '../../platform/errors';
import { BuilderMessages as M } from '@canopy/shared';

// Spec §2: the builder opens with Proposals ReadOnly/Personal/Full (Branch reaches its branches);
// §6: a proposal is changed only with Personal or Full on Proposals or Contracts (Branch on
// Proposals within its branches). A cancelled proposal refuses every change (§4).
export const builderAccess = {
  view: { access: { claim: claim('Proposals', R | P | B | F) } },
  edit: { access: { claim: [claim('Proposals', P | B | F), claim('Contracts', P | F)] } },
};

const ProposalStatuses = { Cancelled: 8 } as const;

/** Which proposals the caller may change: the widest of their Proposals and Contracts edit rights. */
function editScope(auth: AuthContext): Scope {
  const reach = (v: number): Scope => {
    if (v & F) return { kind: 'all' };
    if (v & B) return { kind: 'branch', branchIds: auth.branchIds };
    if (v & P) return { kind: 'personal', employeeId: auth.employeeId };
    return { kind: 'none' };
  };
  return widestOf(auth, [reach(auth.claims.Proposals ?? 0), reach((auth.claims.Contracts ?? 0) & (P | F))]);
}

function inScope(
  s: Scope,
  row: { branch_id: number; sales_rep_id: number | null; created_by_id: number | null },
) {
  if (s.kind === 'all') return true;
  if (s.kind === 'branch') return s.branchIds.includes(row.branch_id);
  if (s.kind === 'personal') return row.sales_rep_id === s.employeeId || row.created_by_id === s.employeeId;
  return false;
}

async function proposalRow(db: Db, id: number) {
  return db
    .selectFrom('proposals')
    .select([
      'id',
      'proposal_number',
      'proposal_type_id',
      'status_id',
      'branch_id',
      'sales_rep_id',
      'created_by_id',
      'account_location_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type BuilderProposalRow = NonNullable<Awaited<ReturnType<typeof proposalRow>>>;

/** The proposal if the caller reaches it (another branch's or rep's id is 404), and whether they may change it. */
export async function reachProposal(db: Db, auth: AuthContext, id: number) {
  const row = await proposalRow(db, id);
  if (!row || !inScope(scope(auth, 'Proposals'), row)) throw notFound();
  const editable =
    mayDo(auth, builderAccess.edit) &&
    inScope(editScope(auth), row) &&
    row.status_id !== ProposalStatuses.Cancelled;
  return { row, editable };
}

/** The proposal if the caller may change it now: out of reach 404, not theirs 403, cancelled refused. */
export async function reachProposalToEdit(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<BuilderProposalRow> {
  const row = await proposalRow(db, id);
  if (!row) throw notFound();
  const sees = inScope(scope(auth, 'Proposals'), row);
  const edits = inScope(editScope(auth), row);
  if (!sees && !edits) throw notFound();
  if (!edits) throw forbidden();
  if (row.status_id === ProposalStatuses.Cancelled) throw ruleFailed(M.ProposalCancelled);
  return row;
}

/** Whether the caller may change some live proposal at the location (the builder's N/A item is made for one). */
export async function mayBuildAtLocation(db: Db, auth: AuthContext, locationId: number): Promise<boolean> {
  const rows = await db
    .selectFrom('proposals')
    .select(['branch_id', 'sales_rep_id', 'created_by_id'])
    .where('account_location_id', '=', locationId)
    .where('status_id', '<>', ProposalStatuses.Cancelled)
    .execute();
  const s = editScope(auth);
  return rows.some((r) => inScope(s, r));
}

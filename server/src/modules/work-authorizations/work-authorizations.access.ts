import type { ExpressionBuilder } from 'kysely';
import { ALL_FLAGS, B, claim, F, P, type Scope } from '@canopy/shared';
import { scope, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/errors';

// Spec §2, §6: any WorkAuthorizations value views; Personal, Branch or Full edit. Payments need
// WorkAuthorizations_Payments Full; ConfirmWithoutDownPayment Full skips the down payment rule.
export const waAccess = {
  view: { access: { claim: claim('WorkAuthorizations', ALL_FLAGS) } },
  edit: { access: { claim: claim('WorkAuthorizations', P | B | F) } },
  pay: { access: { claim: claim('WorkAuthorizations_Payments', F) } },
  public: { access: { public: true as const } },
};

/** Who reaches a work authorization: ReadOnly/Full all, Branch by the proposal's branch, Personal its rep's. */
export const waScope = (auth: AuthContext): Scope => scope(auth, 'WorkAuthorizations');

/** Which ones the caller may change: like the reach, but ReadOnly changes none. */
export function waEditScope(auth: AuthContext): Scope {
  const v = auth.claims.WorkAuthorizations ?? 0;
  if (v & F) return { kind: 'all' };
  if (v & B) return { kind: 'branch', branchIds: auth.branchIds };
  if (v & P) return { kind: 'personal', employeeId: auth.employeeId };
  return { kind: 'none' };
}

type Eb = ExpressionBuilder<Database, 'proposals'>;

/** A where-clause over the joined `proposals` keeping what `s` reaches. */
export function inWaScope(s: Scope) {
  return (eb: Eb) => {
    if (s.kind === 'all') return eb.lit(true);
    if (s.kind === 'branch')
      return s.branchIds.length ? eb('proposals.branch_id', 'in', s.branchIds) : eb.lit(false);
    if (s.kind === 'personal') return eb('proposals.sales_rep_id', '=', s.employeeId);
    return eb.lit(false);
  };
}

const byId = (db: Db, s: Scope, id: number) =>
  db
    .selectFrom('work_authorizations as w')
    .innerJoin('proposals', 'proposals.id', 'w.proposal_id')
    .selectAll('w')
    .select([
      'proposals.branch_id',
      'proposals.sales_rep_id',
      'proposals.account_id',
      'proposals.account_location_id',
    ])
    .where('w.id', '=', id)
    .where(inWaScope(s))
    .executeTakeFirst();

/** The authorization if the caller reaches it; another branch's or rep's is 404. */
export async function reachWa(db: Db, auth: AuthContext, id: number) {
  const row = await byId(db, waScope(auth), id);
  if (!row) throw notFound();
  return row;
}
export type WaRow = Awaited<ReturnType<typeof reachWa>>;

/** Whether the caller may change this one they reach. */
export function mayEditWa(auth: AuthContext, row: WaRow): boolean {
  const s = waEditScope(auth);
  if (s.kind === 'all') return true;
  if (s.kind === 'branch') return s.branchIds.includes(row.branch_id);
  if (s.kind === 'personal') return row.sales_rep_id === s.employeeId;
  return false;
}

/** The authorization to change: out of reach 404, in reach but not theirs to change 403. */
export async function reachWaToEdit(db: Db, auth: AuthContext, id: number) {
  const row = await reachWa(db, auth, id);
  if (!mayEditWa(auth, row)) throw forbidden();
  return row;
}

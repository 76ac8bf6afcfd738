import { B, claim, F, R, type Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { scope, type AuthContext } from '../../platform/auth/context';
import { forbidden, notFound } from '../../platform/errors';

// Account ReadOnly, Branch or Full views an account; Full or Branch adds, edits and deletes. The
// service limits Branch holders to the accounts of their branches (others' are 404).
export const accountAccess = {
  view: { access: { claim: claim('Account', R | B | F) } },
  edit: { access: { claim: claim('Account', B | F) } },
};

/** Whose accounts the caller may read: ReadOnly or Full every account, Branch those of their branches. */
export const viewScope = (auth: AuthContext): Scope => scope(auth, 'Account');

/**
 * Whose accounts the caller may change. ReadOnly reads everything but changes nothing, so a holder of
 * ReadOnly and Branch reads every account and changes only those of their branches.
 */
export function editScope(auth: AuthContext): Scope {
  const v = auth.claims.Account ?? 0;
  if (v & F) return { kind: 'all' };
  if (v & B) return { kind: 'branch', branchIds: auth.branchIds };
  return { kind: 'none' };
}

export function branchInScope(s: Scope, branchId: number): boolean {
  if (s.kind === 'all') return true;
  if (s.kind === 'branch') return s.branchIds.includes(branchId);
  return false;
}

function accountInScope(s: Scope, a: { branch_id: number; arborist_id: number | null }): boolean {
  if (s.kind === 'personal') return a.arborist_id === s.employeeId;
  return branchInScope(s, a.branch_id);
}

/**
 * The account's branch, or 404 when the caller may not see it (an account of another branch does not
 * exist for them). With `edit`, an account they may see but not change is 403.
 */
export async function reachAccount(db: Db, auth: AuthContext, accountId: number, edit = false) {
  const a = await db
    .selectFrom('accounts')
    .select(['id', 'branch_id', 'arborist_id', 'client_type_id'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!a || !accountInScope(viewScope(auth), a)) throw notFound();
  if (edit && !accountInScope(editScope(auth), a)) throw forbidden();
  return a;
}

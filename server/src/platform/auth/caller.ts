import { ClaimTypeList, EmployeeStatuses, type ClaimFlags } from '@canopy/shared';
import type { Db } from '../db';
import type { AuthContext } from './context';

const nameById = new Map<number, string>(ClaimTypeList.map((c) => [c.Id, c.Name]));

/**
 * Role claims keyed by role and claims version: a save bumps the version, so stale entries are never
 * read. One cache per database, since role 3 of one database is not role 3 of another.
 */
const claimCaches = new WeakMap<Db, Map<string, ClaimFlags>>();

export async function roleClaims(db: Db, roleId: number, claimsVersion: number): Promise<ClaimFlags> {
  let claimCache = claimCaches.get(db);
  if (!claimCache) claimCaches.set(db, (claimCache = new Map()));
  const key = `${roleId}:${claimsVersion}`;
  const hit = claimCache.get(key);
  if (hit) return hit;
  const rows = await db
    .selectFrom('role_claims')
    .select(['claim_type_id', 'value'])
    .where('role_id', '=', roleId)
    .execute();
  const flags: ClaimFlags = {};
  for (const r of rows) {
    const name = nameById.get(r.claim_type_id);
    if (name && r.value) (flags as Record<string, number>)[name] = r.value;
  }
  if (claimCache.size > 1000) claimCache.clear();
  claimCache.set(key, flags);
  return flags;
}

export interface Caller extends AuthContext {
  claimsVersion: number;
}

/** Loads a live caller: the session must be open and the employee active, or there is no caller. */
export async function loadCaller(db: Db, userId: number, sessionId: string): Promise<Caller | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('employees as e', 'e.id', 'u.employee_id')
    .innerJoin('user_roles as r', 'r.id', 'u.role_id')
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .select([
      'u.id as userId',
      'u.role_id as roleId',
      'e.id as employeeId',
      'e.primary_branch_id as primaryBranchId',
      'r.claims_version as claimsVersion',
    ])
    .where('u.id', '=', userId)
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .where('e.status_id', '=', EmployeeStatuses.Active)
    .executeTakeFirst();
  if (!row) return null;
  const branches = await db
    .selectFrom('employee_branches')
    .select('branch_id')
    .where('employee_id', '=', row.employeeId)
    .execute();
  const branchIds = [
    ...new Set([...branches.map((b) => b.branch_id), ...(row.primaryBranchId ? [row.primaryBranchId] : [])]),
  ];
  return {
    ...row,
    sessionId,
    branchIds,
    claims: await roleClaims(db, row.roleId, row.claimsVersion),
  };
}

import { sql } from 'kysely';
import { ClaimTypeList, EmployeeStatuses, type ClaimFlags } from '@canopy/shared';
import { isPg, type Db } from '../db';
import type { AuthContext } from './context';

const nameById = new Map<number, string>(ClaimTypeList.map((c) => [c.Id, c.Name]));

export interface Caller extends AuthContext {
  claimsVersion: number;
}

/**
 * Each of these lists comes back as comma-joined text inside the caller's row, so a call costs one
 * statement before its own work, whatever the number of claims and branches.
 */
function joined(db: Db, expr: string, from: string, where: string) {
  const agg = isPg(db) ? `string_agg((${expr})::text, ',')` : `group_concat(${expr}, ',')`;
  return sql<string | null>`(${sql.raw(`select ${agg} from ${from} where ${where}`)})`;
}

function parseClaims(text: string | null): ClaimFlags {
  const flags: Record<string, number> = {};
  for (const pair of text ? text.split(',') : []) {
    const [typeId, value] = pair.split(':').map(Number);
    const name = nameById.get(typeId!);
    if (name && value) flags[name] = value;
  }
  return flags as ClaimFlags;
}

const parseIds = (text: string | null) => (text ? text.split(',').map(Number) : []);

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
      joined(db, "rc.claim_type_id || ':' || rc.value", 'role_claims rc', 'rc.role_id = u.role_id').as(
        'claimList',
      ),
      joined(db, 'eb.branch_id', 'employee_branches eb', 'eb.employee_id = e.id').as('branchList'),
    ])
    .where('u.id', '=', userId)
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .where('e.status_id', '=', EmployeeStatuses.Active)
    .executeTakeFirst();
  if (!row) return null;
  const { claimList, branchList, ...caller } = row;
  const branchIds = [
    ...new Set([...parseIds(branchList), ...(caller.primaryBranchId ? [caller.primaryBranchId] : [])]),
  ];
  return { ...caller, sessionId, branchIds, claims: parseClaims(claimList) };
}

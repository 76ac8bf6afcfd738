import type { ExpressionBuilder } from 'kysely';
import { ALL_FLAGS, claim, F, P, type Scope } from '@canopy/shared';
import { scope, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

// Spec §2, §6: ServiceRequests ReadOnly, Personal or Full open the list and a request (Branch too, which
// reaches its branches' requests); adding, editing and choosing the arborist need Full. Generating a
// proposal from a request needs Proposals access to add one (Personal or Full).
export const serviceRequestAccess = {
  view: { access: { claim: claim('ServiceRequests', ALL_FLAGS) } },
  edit: { access: { claim: claim('ServiceRequests', F) } },
  proposal: { access: { claim: claim('Proposals', P | F) } },
};

/**
 * Who a request reaches: ReadOnly/Full every one, Branch those at the locations of the caller's
 * branches (the row keeps its location's branch), Personal those where the caller is the arborist.
 */
export const serviceRequestScope = (auth: AuthContext): Scope => scope(auth, 'ServiceRequests');

type SrEb = ExpressionBuilder<Database, 'service_requests'>;

/** A where-clause keeping the requests `s` reaches; every read and write over requests uses it. */
export function inRequestScope(s: Scope) {
  return (eb: SrEb) => {
    if (s.kind === 'all') return eb.lit(true);
    if (s.kind === 'branch')
      return s.branchIds.length ? eb('service_requests.branch_id', 'in', s.branchIds) : eb.lit(false);
    if (s.kind === 'personal') return eb('service_requests.sales_rep_id', '=', s.employeeId);
    return eb.lit(false);
  };
}

/** The request if the caller reaches it; another branch's or another arborist's id is 404. */
export async function reachRequest(db: Db, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('service_requests')
    .selectAll()
    .where('service_requests.id', '=', id)
    .where(inRequestScope(serviceRequestScope(auth)))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
export type ServiceRequestRow = Awaited<ReturnType<typeof reachRequest>>;

import { JobTitles } from '@canopy/shared';
import { refreshStatistics, type DbHandle } from '../platform/db';
import { insertAccounts } from './accounts';
import { DEMO_BRANCHES, isEmpty, seedDemo } from './demo';
import { growLocations } from './locations-demo';
import { growProposals } from './proposals-demo';
import { growServiceRequests } from './service-requests-demo';
import { growWorkAuthorizations } from './work-authorizations-demo';
import { rng } from './random';
import { growWorkOrders } from './work-orders-large';

/** Accounts per unit of scale: --scale 100 gives about 50,000 accounts. */
export const ACCOUNTS_PER_SCALE = 500;

/**
 * Grows the demo company into a large, deterministic data set for benchmarks. The same scale always
 * produces the same rows. Later modules add their tables here (work orders, daily logs…).
 */
export async function seedLarge(
  h: DbHandle,
  scale: number,
  password?: string,
): Promise<{ accounts: number; workOrders: number }> {
  if (await isEmpty(h)) await seedDemo(h, password);
  const arborists = await h.db
    .selectFrom('employees as e')
    .innerJoin('employee_job_titles as j', 'j.employee_id', 'e.id')
    .select(['e.id', 'e.primary_branch_id'])
    .where('j.job_title_id', '=', JobTitles.Arborist)
    .execute();
  const count = Math.max(1, Math.round(scale * ACCOUNTS_PER_SCALE));
  await insertAccounts(
    h.db,
    rng(1000 + scale),
    count,
    DEMO_BRANCHES,
    arborists.map((a) => ({ id: a.id, branch: a.primary_branch_id ?? 1 })),
  );
  await growLocations(h.db);
  const workOrders = await growWorkOrders(h.db, scale);
  const reps = arborists.map((a) => ({ id: a.id, branch: a.primary_branch_id ?? 1 }));
  await growProposals(h.db, scale, reps);
  await growServiceRequests(h.db, scale, reps);
  await growWorkAuthorizations(h.db);
  // Plans made from the empty tables' statistics would scan where an index now serves.
  await refreshStatistics(h.db);
  return { accounts: count, workOrders };
}

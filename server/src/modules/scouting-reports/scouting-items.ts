import { MetaItemKindIds as K, type ScoutingItem } from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { reachForLookup } from '../service-items/service-items.access';
import { toServiceItemDetail } from '../service-items/service-items.mapper';
import { serviceItemsRepo } from '../service-items/service-items.repo';
import { scoutingReportAccess } from './scouting-reports.access';
import { toFinding } from './scouting-reports.mapper';
import { scoutingReportsRepo } from './scouting-reports.repo';

/**
 * GET …/serviceItem/{serviceItemId}: the inventory item as the customer inventory lookups show it,
 * with the catalogue findings known on its item type to offer first on the entry form.
 */
export async function scoutingItem(db: Db, auth: AuthContext, serviceItemId: number): Promise<ScoutingItem> {
  requireClaim(auth, scoutingReportAccess.view);
  const items = serviceItemsRepo(db);
  const row = await items.byId(serviceItemId);
  if (!row) throw notFound();
  await reachForLookup(db, auth, row.account_location_id);
  const groups = await items.groupsOf(row.type_id ? [row.type_id] : []);
  const meta = row.type_id ? await scoutingReportsRepo(db).metaOfItemType(row.type_id) : [];
  const of = (kind: number) => meta.filter((m) => m.kind === kind).map(toFinding);
  return {
    ServiceItem: toServiceItemDetail(row, groups),
    Insects: of(K.Insect),
    Diseases: of(K.Disease),
    EcologicalProblems: of(K.EcologicalProblem),
    WeedTypes: of(K.WeedType),
  };
}

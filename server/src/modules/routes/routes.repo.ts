import type { Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { inWorkOrderScope } from '../work-orders/work-orders.access';

export function routesRepo(db: Db) {
  return {
    /** The work orders among `ids` the scope reaches, with their location's position (if known). */
    async positions(scope: Scope, ids: readonly number[]) {
      const rows = await db
        .selectFrom('work_orders')
        .leftJoin('account_locations as l', 'l.id', 'work_orders.account_location_id')
        .select(['work_orders.id as id', 'l.latitude as latitude', 'l.longitude as longitude'])
        .where('work_orders.id', 'in', ids)
        .where(inWorkOrderScope(scope))
        .execute();
      // PostgreSQL may hand a double back as text through some drivers; positions are numbers here.
      return rows.map((r) => ({
        id: r.id,
        latitude: r.latitude == null ? null : Number(r.latitude),
        longitude: r.longitude == null ? null : Number(r.longitude),
      }));
    },
  };
}

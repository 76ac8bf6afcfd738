import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { builderAccess as access, mayBuildAtLocation } from './proposal-builder.access';

const NA = 'N/A';

/**
 * The location's "N/A" inventory item, made on first use: what a service or material that treats no
 * particular plant (a Nursery delivery, a site clean-up) is recorded against.
 */
export async function naServiceItem(db: Db, auth: AuthContext, locationId: number): Promise<{ Id: number }> {
  requireClaim(auth, access.edit);
  if (!(await mayBuildAtLocation(db, auth, locationId))) throw notFound();
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('service_items as i')
      .innerJoin('inventory_other_item_types as o', 'o.id', 'i.other_item_type_id')
      .select('i.id')
      .where('i.account_location_id', '=', locationId)
      .where('o.name', '=', NA)
      .executeTakeFirst();
    if (found) return { Id: found.id };
    const kind = await trx
      .insertInto('inventory_other_item_types')
      .values({ name: NA, account_location_id: locationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await trx
      .insertInto('service_items')
      .values({ account_location_id: locationId, other_item_type_id: kind.id, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { Id: item.id };
  });
}

import type { Db } from '../../platform/db';

/** How a work order record names a customer inventory item. */
export interface ItemSummary {
  Id: number;
  AccountLocationId: number;
  Name: string;
  ScientificName: string | null;
  SizeName: string | null;
  /** Where it stands at the location ('Front Yard'). */
  LocationName: string | null;
}

/** The named inventory items among `ids` (work order services and scouting entries show them). */
export async function itemSummaries(db: Db, ids: readonly number[]): Promise<Map<number, ItemSummary>> {
  const out = new Map<number, ItemSummary>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('service_items as i')
    .leftJoin('inventory_item_types as t', 't.id', 'i.type_id')
    .leftJoin('inventory_other_item_types as o', 'o.id', 'i.other_item_type_id')
    .leftJoin('inventory_sizes as z', 'z.id', 'i.size_id')
    .leftJoin('inventory_locations as il', 'il.id', 'i.item_location_id')
    .select([
      'i.id',
      'i.account_location_id',
      't.name as type_name',
      'o.name as other_name',
      'o.scientific_name',
      'z.name as size_name',
      'il.name as location_name',
    ])
    .where('i.id', 'in', [...new Set(ids)])
    .execute();
  for (const r of rows)
    out.set(r.id, {
      Id: r.id,
      AccountLocationId: r.account_location_id,
      Name: r.type_name ?? r.other_name ?? '',
      ScientificName: r.scientific_name,
      SizeName: r.size_name,
      LocationName: r.location_name,
    });
  return out;
}

/** The ids among `ids` that are inventory items of the location. */
export async function itemsAtLocation(
  db: Db,
  locationId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('service_items')
    .select('id')
    .where('account_location_id', '=', locationId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

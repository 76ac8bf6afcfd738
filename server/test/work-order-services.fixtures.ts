import { ClaimTypeList, type ClaimType } from '@canopy/shared';
import type { Db } from '../src/platform/db';

// Rows the work order services and scouting report suites need beside work-order-fixtures.ts:
// inventory items at a work order's location, catalogue services with description templates, and
// a role's claims changed for one suite.

export async function locationOf(db: Db, workOrderId: number): Promise<number> {
  const wo = await db
    .selectFrom('work_orders')
    .select('account_location_id')
    .where('id', '=', workOrderId)
    .executeTakeFirstOrThrow();
  return wo.account_location_id!;
}

const idNamed = async (
  db: Db,
  table: 'inventory_item_types' | 'inventory_sizes' | 'inventory_locations',
  name: string | undefined,
) =>
  name
    ? (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
    : null;

/**
 * An inventory item at the location: of a catalogue item type (`type`), or of a plant kind of the
 * location's own with a scientific name (`plant`).
 */
export async function addInventoryItem(
  db: Db,
  locationId: number,
  item: { type?: string; plant?: [name: string, scientific: string | null]; size?: string; place?: string },
): Promise<number> {
  let otherId: number | null = null;
  if (item.plant) {
    const row = await db
      .insertInto('inventory_other_item_types')
      .values({ name: item.plant[0], scientific_name: item.plant[1], account_location_id: locationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    otherId = row.id;
  }
  const row = await db
    .insertInto('service_items')
    .values({
      account_location_id: locationId,
      type_id: await idNamed(db, 'inventory_item_types', item.type),
      other_item_type_id: otherId,
      size_id: await idNamed(db, 'inventory_sizes', item.size),
      item_location_id: await idNamed(db, 'inventory_locations', item.place),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A catalogue service priced per unit, with a description template. */
export async function addCatalogueService(
  db: Db,
  s: {
    name: string;
    group: number;
    description?: string | null;
    rateCents?: number;
    unit?: string;
    statusId?: number;
  },
): Promise<number> {
  const unit = s.unit
    ? (await db.selectFrom('service_units').select('id').where('name', '=', s.unit).executeTakeFirstOrThrow())
        .id
    : null;
  const row = await db
    .insertInto('services')
    .values({
      name: s.name,
      service_group_id: s.group,
      status_id: s.statusId ?? 1,
      pricing_option_id: s.rateCents == null ? null : 1,
      pricing_unit_of_measure_id: unit,
      pricing_unit_of_measure_rate_cents: s.rateCents ?? null,
      service_unit_of_measure_id: unit,
      application_description: s.description ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets some claims of a role (a value of 0 removes one); its users get them on their next call. */
export async function setRoleClaims(db: Db, roleId: number, claims: Partial<Record<ClaimType, number>>) {
  for (const [name, value] of Object.entries(claims)) {
    const type = ClaimTypeList.find((c) => c.Name === name)!.Id;
    await db
      .deleteFrom('role_claims')
      .where('role_id', '=', roleId)
      .where('claim_type_id', '=', type)
      .execute();
    if (value)
      await db.insertInto('role_claims').values({ role_id: roleId, claim_type_id: type, value }).execute();
  }
  await db
    .updateTable('user_roles')
    .set((eb) => ({ claims_version: eb('claims_version', '+', 1) }))
    .where('id', '=', roleId)
    .execute();
}

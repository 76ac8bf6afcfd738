import { sql } from 'kysely';
import { AccountTypes, NeighborTypes, PhoneTypes } from '@canopy/shared';
import type { Db } from '../platform/db';
import { rng, STREETS, SUFFIX, type Rng } from './random';

// The location side of the demo company: names for the sites of commercial accounts, phones, the
// contacts of each location, call-ahead and directions, sales territories from the zips, notes
// (some printed on work orders), neighbors, and the customer inventory of customers (prospects have
// none recorded yet): trees by species with DBH sizes, shrubs, hedges and lawns, each with a
// condition, where it stands and a position near the house.

const SITE_NAMES = ['Main Office', 'Warehouse', 'North Campus', 'Clubhouse', 'Retail Center', 'Annex'];
const DIRECTIONS = [
  'Gate code 4512. Park on the street; the driveway is shared.',
  'Enter from the alley behind the building; the side gate is unlocked on weekdays.',
  'Check in at the front desk; maintenance will escort the crew to the courtyard.',
  'Dog in the back yard: call ahead so the owner can bring it inside.',
  'Narrow drive: no trucks over 20 feet. Use the turnaround by the garage.',
];
const NOTES: [string, string, boolean][] = [
  ['Gate / Access', 'Side gate code 2291; lock it when you leave.', true],
  ['Pets', 'Two friendly dogs; owner keeps them in when called ahead.', true],
  ['Site Hazard', 'Overhead service drop crosses the back yard near the oak.', true],
  ['Irrigation', 'Sprinkler heads along the parkway; flag them before stump grinding.', true],
  ['General', 'Customer prefers work on weekday mornings.', false],
  ['Billing', 'Invoices go to the property manager, not the tenant.', false],
  ['General', 'Asked about a fall fertilization program; follow up in August.', false],
  ['Site Hazard', 'Septic field in the side yard: no equipment on the lawn there.', true],
];
/** Species kept as the location's own plant kinds: [name, scientific name, catalogue type]. */
const SPECIES: [string, string, 'Tree' | 'Evergreen'][] = [
  ['Red Oak', 'Quercus rubra', 'Tree'],
  ['Bur Oak', 'Quercus macrocarpa', 'Tree'],
  ['Sugar Maple', 'Acer saccharum', 'Tree'],
  ['Silver Maple', 'Acer saccharinum', 'Tree'],
  ['Honeylocust', 'Gleditsia triacanthos', 'Tree'],
  ['White Ash', 'Fraxinus americana', 'Tree'],
  ['American Elm', 'Ulmus americana', 'Tree'],
  ['River Birch', 'Betula nigra', 'Tree'],
  ['Colorado Blue Spruce', 'Picea pungens', 'Evergreen'],
  ['Eastern White Pine', 'Pinus strobus', 'Evergreen'],
  ['Arborvitae', 'Thuja occidentalis', 'Evergreen'],
];
const ITEM_NOTES = [
  'Included bark at the main union; monitor.',
  'Treated for emerald ash borer last spring.',
  'Girdling root on the north side.',
  'Deadwood over the driveway.',
  'Planted three years ago; still establishing.',
  null,
  null,
  null,
];
const DAY = 86_400_000;

type Ids = Map<string, number>;
const idsByName = async (
  db: Db,
  table:
    | 'inventory_item_types'
    | 'inventory_sizes'
    | 'inventory_locations'
    | 'inventory_conditions'
    | 'location_note_types',
): Promise<Ids> =>
  new Map((await db.selectFrom(table).select(['id', 'name']).execute()).map((r) => [r.name, r.id]));

/**
 * Every location's primary contact is its account's primary contact, and its sales territory is
 * the one its zip lies in. Two statements whatever the size, so large data sets get them too.
 */
export async function completeLocations(db: Db): Promise<void> {
  await sql`insert into account_location_contacts (location_id, contact_id, is_primary)
    select l.id, (select min(c.id) from contacts c where c.account_id = l.account_id and c.is_primary = 1), 1
    from account_locations l
    where not exists (select 1 from account_location_contacts x where x.location_id = l.id)
      and exists (select 1 from contacts c where c.account_id = l.account_id and c.is_primary = 1)`.execute(
    db,
  );
  await sql`update account_locations set sales_territory_id =
      (select min(z.sales_territory_id) from sales_territory_zip_codes z where z.zip_code = substr(account_locations.zip, 1, 5))
    where sales_territory_id is null`.execute(db);
}

/**
 * Large data sets: every location gets its contact and territory, and each customer location gets a
 * parkway tree (DBH size by its id) and a back-yard lawn. Set-based statements, so scale 100
 * (some 70,000 locations) stays quick.
 */
export async function growLocations(db: Db): Promise<void> {
  await completeLocations(db);
  const [types, sizes, places, conditions] = await Promise.all([
    idsByName(db, 'inventory_item_types'),
    idsByName(db, 'inventory_sizes'),
    idsByName(db, 'inventory_locations'),
    idsByName(db, 'inventory_conditions'),
  ]);
  const byId = (names: string[], ids: Ids) => names.map((n) => ids.get(n)).filter((id) => id !== undefined);
  // Ids are literals, not parameters: PostgreSQL would type parameters inside CASE as text.
  const oneOf = (ids: number[]) =>
    ids.length
      ? sql<number>`case ${sql.join(
          ids.map((id, i) => sql`when l.id % ${sql.lit(ids.length)} = ${sql.lit(i)} then ${sql.lit(id)}`),
          sql` `,
        )} end`
      : sql<null>`null`;
  const keys = [...sizes.keys()];
  const plan: [number | undefined, number[], number | undefined][] = [
    [
      types.get('Tree'),
      byId(
        keys.filter((n) => n.includes('DBH')),
        sizes,
      ),
      places.get('Parkway'),
    ],
    [
      types.get('Lawn'),
      byId(
        keys.filter((n) => n.includes('sq ft')),
        sizes,
      ),
      places.get('Back Yard'),
    ],
  ];
  const condition = oneOf(byId(['Excellent', 'Good', 'Good', 'Fair'], conditions));
  const now = new Date().toISOString();
  for (const [typeId, sizeIds, placeId] of plan) {
    if (typeId === undefined) continue;
    await sql`insert into service_items
        (account_location_id, type_id, size_id, item_location_id, condition_id, latitude, longitude, created_at)
      select l.id, ${sql.lit(typeId)}, ${oneOf(sizeIds)}, ${sql.lit(placeId ?? null)}, ${condition}, l.latitude, l.longitude, ${now}
      from account_locations l
      join accounts a on a.id = l.account_id
      where a.account_type_id <> ${sql.lit(AccountTypes.Prospect)} and not exists (select 1 from service_items i where i.account_location_id = l.id and i.type_id = ${sql.lit(typeId)})`.execute(
      db,
    );
  }
}

export async function seedLocationsDemo(db: Db): Promise<void> {
  await completeLocations(db);
  const r = rng(20261123);
  const [types, sizes, places, conditions, noteTypes] = await Promise.all([
    idsByName(db, 'inventory_item_types'),
    idsByName(db, 'inventory_sizes'),
    idsByName(db, 'inventory_locations'),
    idsByName(db, 'inventory_conditions'),
    idsByName(db, 'location_note_types'),
  ]);
  const locations = await db
    .selectFrom('account_locations as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['l.id', 'l.account_id', 'l.latitude', 'l.longitude', 'a.client_type_id', 'a.account_type_id'])
    .orderBy('l.id')
    .execute();
  const contacts = await db
    .selectFrom('contacts')
    .select(['id', 'account_id', 'is_primary', 'phone', 'phone_extension'])
    .orderBy('id')
    .execute();
  const officeStaff = [2, 4, 10];
  const now = Date.now();

  await db.transaction().execute(async (trx) => {
    const siteIndex = new Map<number, number>();
    for (const loc of locations) {
      const mine = contacts.filter((c) => c.account_id === loc.account_id);
      const primary = mine.find((c) => c.is_primary === 1);
      const site = siteIndex.get(loc.account_id) ?? 0;
      siteIndex.set(loc.account_id, site + 1);
      const commercial = loc.client_type_id === 1;
      await trx
        .updateTable('account_locations')
        .set({
          name: commercial ? SITE_NAMES[site % SITE_NAMES.length]! : null,
          call_ahead: r.chance(0.3) ? 1 : 0,
          directions: r.chance(0.4) ? r.pick(DIRECTIONS) : null,
          service_is_account: !commercial && site === 0 ? 1 : 0,
        })
        .where('id', '=', loc.id)
        .execute();
      // Other contacts of the account (added by the account demo) belong to some of its locations.
      const others = mine.filter((c) => c !== primary && r.chance(0.5));
      if (others.length)
        await trx
          .insertInto('account_location_contacts')
          .values(others.map((c) => ({ location_id: loc.id, contact_id: c.id, is_primary: 0 })))
          .execute();
      await trx
        .insertInto('account_location_phones')
        .values([
          {
            location_id: loc.id,
            phone: primary?.phone ?? `847555${String(1000 + loc.id).slice(-4)}`,
            extension: primary?.phone_extension ?? null,
            phone_type_id: commercial ? PhoneTypes.Work : PhoneTypes.Home,
            is_preferred: 1,
          },
          ...(r.chance(0.4)
            ? [
                {
                  location_id: loc.id,
                  phone: `312555${String(r.int(0, 9999)).padStart(4, '0')}`,
                  extension: null,
                  phone_type_id: PhoneTypes.Mobile,
                  is_preferred: 0,
                },
              ]
            : []),
        ])
        .execute();
      await seedNotes(trx, r, loc.id, noteTypes, officeStaff, now);
      await seedNeighbors(trx, r, loc.id);
      if (loc.account_type_id !== AccountTypes.Prospect)
        await seedInventory(trx, r, loc, { types, sizes, places, conditions }, now);
    }
  });
}

async function seedNotes(trx: Db, r: Rng, locationId: number, types: Ids, staff: number[], now: number) {
  const count = r.int(0, 3);
  for (let i = 0; i < count; i++) {
    const [type, text, print] = r.pick(NOTES);
    // Spread over the last two months so every date filter finds something.
    const at = new Date(now - r.int(0, 60) * DAY - r.int(0, 8) * 3_600_000);
    await trx
      .insertInto('location_notes')
      .values({
        location_id: locationId,
        notes: text,
        type_id: types.get(type) ?? null,
        print_on_work_order: print ? 1 : 0,
        created_at: at.toISOString(),
        created_by: r.pick(staff),
      })
      .execute();
  }
}

async function seedNeighbors(trx: Db, r: Rng, locationId: number) {
  const count = r.int(0, 2);
  if (!count) return;
  await trx
    .insertInto('location_neighbors')
    .values(
      Array.from({ length: count }, () => ({
        location_id: locationId,
        address: `${r.int(100, 9999)} ${r.pick(STREETS)} ${r.pick(SUFFIX)}`,
        type_id: r.pick([NeighborTypes.NotifyBeforeService, NeighborTypes.Prospect, NeighborTypes.Other]),
      })),
    )
    .execute();
}

async function seedInventory(
  trx: Db,
  r: Rng,
  loc: { id: number; latitude: number | null; longitude: number | null },
  ids: { types: Ids; sizes: Ids; places: Ids; conditions: Ids },
  now: number,
) {
  const near = (v: number | null) => (v == null ? null : Number((v + (r.next() - 0.5) * 0.0006).toFixed(6)));
  const dbh = [...ids.sizes.keys()].filter((n) => n.includes('DBH'));
  const shrubSizes = [...ids.sizes.keys()].filter((n) => /ft$/.test(n) && !n.includes('sq'));
  const lawnSizes = [...ids.sizes.keys()].filter((n) => n.includes('sq ft'));
  const item = (typeId: number | null, otherId: number | null, size: string | null, place: string) => ({
    account_location_id: loc.id,
    type_id: typeId,
    other_item_type_id: otherId,
    size_id: size ? (ids.sizes.get(size) ?? null) : null,
    item_location_id: ids.places.get(place) ?? null,
    condition_id: ids.conditions.get(r.pick(['Excellent', 'Good', 'Good', 'Fair', 'Poor'])) ?? null,
    latitude: near(loc.latitude),
    longitude: near(loc.longitude),
    notes: r.pick(ITEM_NOTES),
    created_at: new Date(now - r.int(30, 900) * DAY).toISOString(),
  });
  const rows = [];
  const trees = r.int(1, 4);
  const species = new Set<number>();
  for (let i = 0; i < trees; i++) species.add(r.int(0, SPECIES.length - 1));
  for (const s of species) {
    const [name, scientific] = SPECIES[s]!;
    const other = await trx
      .insertInto('inventory_other_item_types')
      .values({ name, scientific_name: scientific, account_location_id: loc.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.push(item(null, other.id, r.pick(dbh), r.pick(['Front Yard', 'Back Yard', 'Side Yard', 'Parkway'])));
  }
  if (r.chance(0.5)) rows.push(item(ids.types.get('Tree')!, null, r.pick(dbh), 'Parkway'));
  if (r.chance(0.6)) rows.push(item(ids.types.get('Shrub')!, null, r.pick(shrubSizes), 'Front Yard'));
  if (r.chance(0.3)) rows.push(item(ids.types.get('Hedge')!, null, r.pick(shrubSizes), 'Property Line'));
  if (r.chance(0.5)) rows.push(item(ids.types.get('Lawn')!, null, r.pick(lawnSizes), 'Back Yard'));
  await trx.insertInto('service_items').values(rows).execute();
}

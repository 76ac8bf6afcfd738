import {
  MaterialTypes as M,
  MetaItemKindIds as K,
  PricingMethods,
  PricingTypes,
  ServiceGroups as G,
  todayIsoDate,
} from '@canopy/shared';
import type { Db } from '../platform/db';

// The demo company's customer-inventory settings, scouting catalogue (insects, diseases, weeds,
// ecological problems), Illinois tax rates, promotions, price tables by DBH and lawn area,
// materials and disposals, equipment types with daily rates and each branch's equipment.

const UNITS = ['in DBH', 'sq ft', 'ft height', 'each'];
const TREE = [G.ArborCare, G.PlantHealthCare, G.Fertilization];
const DBH = ['0-6 in DBH', '7-12 in DBH', '13-18 in DBH', '19-24 in DBH', '25-30 in DBH', '31+ in DBH'];
const LAWN = ['0-5,000 sq ft', '5,001-10,000 sq ft', '10,001-20,000 sq ft', '20,001+ sq ft'];
const SHRUB = ['0-3 ft', '4-6 ft', '7-10 ft', '11+ ft'];

const TYPES: [string, number[]][] = [
  ['Tree', TREE],
  ['Evergreen', TREE],
  ['Shrub', [G.ArborCare, G.PlantHealthCare, G.Fertilization]],
  ['Hedge', [G.ArborCare, G.PlantHealthCare]],
  ['Palm', [G.ArborCare, G.PlantHealthCare]],
  ['Lawn', [G.LawnCare]],
  ['Perennial Bed', [G.PlantHealthCare]],
  ['Nursery Stock', [G.Nursery]],
];
const LOCATIONS = [
  'Front Yard',
  'Back Yard',
  'Side Yard',
  'Parkway',
  'Courtyard',
  'Entrance',
  'Property Line',
];
const CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor', 'Critical', 'Dead'];

/** [kind, name, scientific name, item types it is found on, chemicals (by name prefix) that treat it] */
const META: [number, string, string | null, string[], string[]][] = [
  [K.Insect, 'Emerald Ash Borer', 'Agrilus planipennis', ['Tree'], ['Arbor-Mectin', 'Imidacloprid']],
  [K.Insect, 'Bagworm', 'Thyridopteryx ephemeraeformis', ['Evergreen', 'Shrub'], ['Bifenthrin']],
  [
    K.Insect,
    'Japanese Beetle',
    'Popillia japonica',
    ['Tree', 'Shrub', 'Perennial Bed'],
    ['Imidacloprid', 'Bifenthrin'],
  ],
  [K.Insect, 'Scale', 'Coccoidea', ['Tree', 'Evergreen', 'Shrub', 'Palm'], ['Horticultural Oil']],
  [K.Insect, 'Aphids', 'Aphidoidea', ['Tree', 'Shrub', 'Perennial Bed'], ['Horticultural Oil']],
  [K.Insect, 'Spider Mites', 'Tetranychidae', ['Evergreen', 'Shrub', 'Hedge'], ['Horticultural Oil']],
  [K.Insect, 'Bronze Birch Borer', 'Agrilus anxius', ['Tree'], ['Imidacloprid']],
  [K.Insect, 'Eastern Tent Caterpillar', 'Malacosoma americanum', ['Tree'], ['Bifenthrin']],
  [K.Insect, 'White Grubs', 'Scarabaeidae', ['Lawn'], ['Imidacloprid', 'Chlorantraniliprole']],
  [K.Disease, 'Apple Scab', 'Venturia inaequalis', ['Tree'], ['Propiconazole', 'Myclobutanil']],
  [K.Disease, 'Dutch Elm Disease', 'Ophiostoma novo-ulmi', ['Tree'], ['Propiconazole']],
  [K.Disease, 'Oak Wilt', 'Bretziella fagacearum', ['Tree'], ['Propiconazole']],
  [K.Disease, 'Anthracnose', 'Apiognomonia spp.', ['Tree', 'Shrub'], ['Propiconazole']],
  [K.Disease, 'Powdery Mildew', 'Erysiphales', ['Shrub', 'Perennial Bed'], ['Myclobutanil']],
  [K.Disease, 'Fire Blight', 'Erwinia amylovora', ['Tree', 'Shrub'], []],
  [K.Disease, 'Tar Spot', 'Rhytisma acerinum', ['Tree'], []],
  [K.Disease, 'Dollar Spot', 'Clarireedia jacksonii', ['Lawn'], ['Propiconazole']],
  [K.WeedType, 'Crabgrass', 'Digitaria sanguinalis', ['Lawn'], []],
  [K.WeedType, 'Dandelion', 'Taraxacum officinale', ['Lawn'], ['2,4-D']],
  [K.WeedType, 'Clover', 'Trifolium repens', ['Lawn'], ['2,4-D']],
  [K.WeedType, 'Creeping Charlie', 'Glechoma hederacea', ['Lawn'], ['2,4-D']],
  [K.WeedType, 'Broadleaf Plantain', 'Plantago major', ['Lawn'], ['2,4-D']],
  [K.WeedType, 'Yellow Nutsedge', 'Cyperus esculentus', ['Lawn'], []],
  [K.EcologicalProblem, 'Compacted Soil', null, ['Tree', 'Shrub', 'Lawn'], []],
  [K.EcologicalProblem, 'Girdling Roots', null, ['Tree'], ['Paclobutrazol']],
  [K.EcologicalProblem, 'Drought Stress', null, ['Tree', 'Evergreen', 'Shrub', 'Lawn'], ['Paclobutrazol']],
  [K.EcologicalProblem, 'Poor Drainage', null, ['Tree', 'Shrub', 'Lawn'], []],
  [K.EcologicalProblem, 'Construction Damage', null, ['Tree'], ['Paclobutrazol']],
  [K.EcologicalProblem, 'Mulch Volcano', null, ['Tree', 'Shrub'], []],
  [K.EcologicalProblem, 'Road Salt Injury', null, ['Tree', 'Evergreen', 'Hedge', 'Lawn'], []],
  [K.EcologicalProblem, 'Iron Chlorosis', null, ['Tree', 'Shrub'], []],
];

const DESCRIPTIONS: Record<string, string> = {
  'Emerald Ash Borer':
    'Metallic green beetle whose larvae feed under the bark of ash trees, cutting off water and nutrients. Look for D-shaped exit holes and canopy thinning from the top.',
  'Oak Wilt':
    'Fungal disease of oaks spread by root grafts and sap beetles. Red oaks can die within weeks; avoid pruning oaks from April through July.',
  Crabgrass:
    'Annual grassy weed that germinates when soil reaches 55 °F; prevented with a spring pre-emergent.',
  'Girdling Roots': 'Roots circling the trunk at or below the soil line, slowly strangling the tree.',
};

/** Rates in effect since 2025 (percent × 10^4) by zip: Cook County, then DuPage County. */
const TAX_RATES: [number, string[]][] = [
  [102500, ['60201', '60202', '60203', '60076', '60077', '60657', '60613', '60614', '60610']],
  [100000, ['60091', '60093']],
  [77500, ['60540', '60563', '60565']],
  [80000, ['60532']],
  [82500, ['60502', '60504']],
];
/** Earlier rates: Evanston's before its 2025 increase, and an archived Aurora rate. */
const PAST_TAX_RATES = [
  { zip_code: '60201', rate_e4: 100000, effective_date: '2024-01-01', archived: 0 },
  { zip_code: '60504', rate_e4: 80000, effective_date: '2023-01-01', archived: 1 },
];

/** Prices in cents per size: [per visit, per year, flat]. */
type Prices = [number | null, number | null, number | null];
const visits = (cents: number[], perYear: number) => cents.map((c): Prices => [c, c * perYear, null]);
const flat = (cents: number[]) => cents.map((c): Prices => [null, null, c]);
const T = PricingTypes;
const BY_SIZE = PricingMethods.InventorySize;
const BY_UOM = PricingMethods.ServiceUOM;
const PRICE_TABLES: [string, string[] | null, number, number, Prices[]][] = [
  ['Pruning by DBH', DBH, T.VisitPerYear, BY_SIZE, visits([9500, 16500, 26000, 38500, 52000, 70000], 1)],
  ['Fertilization by DBH', DBH, T.VisitPerYear, BY_SIZE, visits([4500, 6500, 8500, 11000, 14000, 17500], 2)],
  ['Tree Removal by DBH', DBH, T.Flat, BY_SIZE, flat([35000, 65000, 110000, 175000, 250000, 360000])],
  ['Lawn Care by Area', LAWN, T.VisitPerYear, BY_SIZE, visits([4800, 6200, 8900, 12500], 5)],
  ['Shrub Care by Height', SHRUB, T.VisitPerYear, BY_SIZE, visits([1800, 2900, 4200, 6000], 3)],
  ['Trunk Injection per Inch', null, T.PerUOM, BY_UOM, [[275, null, null]]],
  ['Consultation', null, T.Open, BY_UOM, []],
];

/** [type, name, unit, cents per unit] */
const MATERIALS: [number, string, string, number][] = [
  [M.Material, 'Hardwood Mulch', 'cu yd', 3800],
  [M.Material, 'Cedar Mulch', 'cu yd', 5200],
  [M.Material, 'Screened Topsoil', 'cu yd', 4200],
  [M.Material, 'Garden Soil Blend', 'cu yd', 5500],
  [M.Material, 'Slow-Release Tree Fertilizer', 'lb', 240],
  [M.Material, 'Lawn Fertilizer 24-0-11', 'bag', 3495],
  [M.Material, 'Sun and Shade Grass Seed', 'lb', 650],
  [M.Material, 'Cabling Kit', 'each', 8500],
  [M.Material, 'Tree Staking Kit', 'each', 2400],
  [M.Disposal, 'Wood Chips', 'cu yd', 1200],
  [M.Disposal, 'Logs', 'ton', 4500],
  [M.Disposal, 'Brush', 'cu yd', 1800],
  [M.Disposal, 'Stump Grindings', 'cu yd', 1500],
  [M.Disposal, 'Leaves and Yard Waste', 'cu yd', 1000],
];

/** [name, daily rate in cents, asset code] */
const EQUIPMENT: [string, number, string][] = [
  ['Bucket Truck 60 ft', 65000, 'BT'],
  ['Chipper 12 in', 22500, 'CH'],
  ['Stump Grinder', 27500, 'SG'],
  ['Crane 40 Ton', 185000, 'CR'],
  ['Skid Steer', 30000, 'SS'],
  ['Spider Lift', 42500, 'SL'],
  ['Spray Rig', 18000, 'SR'],
  ['Dump Truck', 25000, 'DT'],
];
const LEASE_COMPANIES = ['Prairie Equipment Leasing', 'Midwest Fleet Finance'];
/** [branch, branch code, equipment codes owned (a code twice: two units)] */
const FLEET: [number, string, string[]][] = [
  [1, 'NS', ['BT', 'BT', 'CH', 'CH', 'SG', 'SS', 'SR', 'DT']],
  [2, 'LV', ['BT', 'CH', 'SG', 'SL', 'SR', 'DT']],
  [3, 'FV', ['BT', 'BT', 'CH', 'CH', 'SG', 'CR', 'SS', 'SR', 'DT']],
];

export async function seedCatalogueB(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { typeIds, sizeIds } = await seedInventorySettings(trx);
    await seedScouting(trx, typeIds);
    await seedTaxAndPromotions(trx);
    await seedPriceTables(trx, sizeIds);
    await seedResources(trx);
  });
}

const idsOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);

async function seedInventorySettings(trx: Db) {
  const unitIds = await idsOf(
    trx
      .insertInto('inventory_size_units')
      .values(UNITS.map((name, i) => ({ name, sort_order: i + 1 })))
      .returning('id')
      .execute(),
  );
  const typeIds = new Map<string, number>();
  for (const [name, groups] of TYPES) {
    const t = await trx
      .insertInto('inventory_item_types')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.set(name, t.id);
    await trx
      .insertInto('inventory_item_type_service_groups')
      .values(groups.map((g) => ({ item_type_id: t.id, service_group_id: g })))
      .execute();
  }
  const sizeIds = new Map<string, number>();
  const sizes: [string[], number, number[]][] = [
    [DBH, unitIds[0]!, TREE],
    [LAWN, unitIds[1]!, [G.LawnCare]],
    [SHRUB, unitIds[2]!, [G.ArborCare, G.PlantHealthCare]],
  ];
  for (const [names, unit, groups] of sizes) {
    for (const name of names) {
      const s = await trx
        .insertInto('inventory_sizes')
        .values({ name, size_unit_id: unit, sort_order: sizeIds.size + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      sizeIds.set(name, s.id);
      await trx
        .insertInto('inventory_size_service_groups')
        .values(groups.map((g) => ({ size_id: s.id, service_group_id: g })))
        .execute();
    }
  }
  await trx
    .insertInto('inventory_locations')
    .values(LOCATIONS.map((name) => ({ name })))
    .execute();
  await trx
    .insertInto('inventory_conditions')
    .values(CONDITIONS.map((name, i) => ({ name, sort_order: i + 1 })))
    .execute();
  return { typeIds, sizeIds };
}

async function seedScouting(trx: Db, typeIds: Map<string, number>) {
  const chemicals = await trx.selectFrom('chemicals').select(['id', 'name']).execute();
  for (const [kind, name, scientific, types, treats] of META) {
    const m = await trx
      .insertInto('inventory_meta_items')
      .values({ kind, name, scientific_name: scientific, description: DESCRIPTIONS[name] ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('inventory_item_type_meta_items')
      .values(types.map((t) => ({ item_type_id: typeIds.get(t)!, meta_item_id: m.id })))
      .execute();
    const chemicalIds = chemicals.filter((c) => treats.some((p) => c.name.startsWith(p))).map((c) => c.id);
    if (chemicalIds.length)
      await trx
        .insertInto('inventory_meta_item_chemicals')
        .values(chemicalIds.map((chemical_id) => ({ meta_item_id: m.id, chemical_id })))
        .execute();
  }
}

async function seedTaxAndPromotions(trx: Db) {
  await trx
    .insertInto('tax_rates')
    .values([
      ...TAX_RATES.flatMap(([rate_e4, zips]) =>
        zips.map((zip_code) => ({ zip_code, rate_e4, effective_date: '2025-01-01', archived: 0 })),
      ),
      ...PAST_TAX_RATES,
    ])
    .execute();
  // Dates run relative to today, so the demo always has current, expired and inactive promotions.
  const year = Number(todayIsoDate().slice(0, 4));
  const promotions: [string, number, string | null, number, number][] = [
    ['Spring Early Bird', 1000, `${year + 1}-05-31`, 1, 0],
    ['Loyal Customer', 500, null, 1, 0],
    ['Multi-Service Bundle', 750, `${year + 1}-12-31`, 1, 0],
    ['Neighbor Referral', 1250, null, 0, 0],
    ['Fall Fertilization Special', 1500, `${year - 1}-11-30`, 1, 0],
    ['Storm Season Relief', 2000, `${year - 2}-09-30`, 1, 1],
  ];
  await trx
    .insertInto('promotions')
    .values(
      promotions.map(([name, discount_e2, expiration_date, active, archived]) => ({
        name,
        discount_e2,
        expiration_date,
        active,
        archived,
      })),
    )
    .execute();
}

async function seedPriceTables(trx: Db, sizeIds: Map<string, number>) {
  for (const [name, sizeNames, type, method, prices] of PRICE_TABLES) {
    const t = await trx
      .insertInto('price_tables')
      .values({ name, pricing_type_id: type, pricing_method_id: method })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!prices.length) continue;
    await trx
      .insertInto('price_table_details')
      .values(
        prices.map(([visit, yearly, flatPrice], i) => ({
          price_table_id: t.id,
          inventory_size_id: sizeNames ? sizeIds.get(sizeNames[i]!)! : null,
          price_per_visit_cents: visit,
          price_per_year_cents: yearly,
          flat_price_cents: flatPrice,
        })),
      )
      .execute();
  }
}

async function seedResources(trx: Db) {
  await trx
    .insertInto('materials')
    .values(
      MATERIALS.map(([material_type_id, name, unit, unit_price_cents]) => ({
        material_type_id,
        name,
        unit,
        unit_price_cents,
      })),
    )
    .execute();
  const equipment = new Map<string, number>();
  for (const [name, daily_rate_cents, code] of EQUIPMENT) {
    const e = await trx
      .insertInto('equipment_types')
      .values({ name, daily_rate_cents })
      .returning('id')
      .executeTakeFirstOrThrow();
    equipment.set(code, e.id);
  }
  const leaseIds = await idsOf(
    trx
      .insertInto('lease_companies')
      .values(LEASE_COMPANIES.map((name) => ({ name })))
      .returning('id')
      .execute(),
  );
  for (const [branch, prefix, codes] of FLEET) {
    const seen = new Map<string, number>();
    await trx
      .insertInto('equipment_resources')
      .values(
        codes.map((code) => {
          const n = (seen.get(code) ?? 0) + 1;
          seen.set(code, n);
          return {
            asset_number: `${prefix}-${code}-${String(n).padStart(2, '0')}`,
            branch_id: branch,
            equipment_type_id: equipment.get(code)!,
            // Second bucket trucks are leased from one company, the crane from the other.
            lease_company_id: code === 'CR' ? leaseIds[1]! : code === 'BT' && n === 2 ? leaseIds[0]! : null,
            // Fox Valley's second chipper is on loan to Lakeview.
            current_branch_id: `${prefix}-${code}-${n}` === 'FV-CH-2' ? 2 : branch,
          };
        }),
      )
      .execute();
  }
}

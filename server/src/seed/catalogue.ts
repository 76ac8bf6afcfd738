import { CatalogueStatuses as S, dollarsToExactCents } from '@canopy/shared';
import type { Db } from '../platform/db';
import { seedCatalogueA, seedListItems } from './catalogue-a';

// The chemical catalogue of the demo company: methods, units and carriers, and pesticides with their
// EPA registration numbers and label mix rates. The services that apply them follow (catalogue-a).

const LISTS = {
  chemical_methods: [
    'Foliar Spray',
    'Trunk Injection',
    'Soil Injection',
    'Soil Drench',
    'Basal Bark Spray',
    'Granular Broadcast',
  ],
  chemical_units: ['fl oz', 'oz', 'ml', 'qt', 'gal', 'lb'],
  chemical_carriers: ['100 gal', '1 gal', '1,000 sq ft', 'inch DBH'],
};

interface ChemicalSeed {
  name: string;
  epa: string;
  target: string;
  method: string;
  rate: number;
  unit: string;
  carrier: string;
  application: string;
  temp: [number, number];
  upCharge?: number;
  base?: boolean;
  status?: number;
}

const CHEMICALS: ChemicalSeed[] = [
  {
    name: 'Arbor-Mectin (emamectin benzoate)',
    epa: '100-1309',
    target: 'Emerald ash borer, bronze birch borer',
    method: 'Trunk Injection',
    rate: 5,
    unit: 'ml',
    carrier: 'inch DBH',
    application: '5 ml per inch of trunk diameter',
    temp: [45, 85],
    upCharge: 35,
  },
  {
    name: 'Horticultural Oil',
    epa: '48813-1',
    target: 'Scale, mites and overwintering insect eggs',
    method: 'Foliar Spray',
    rate: 2,
    unit: 'gal',
    carrier: '100 gal',
    application: 'Spray to runoff',
    temp: [40, 85],
    base: true,
  },
  {
    name: 'Propiconazole 14.3',
    epa: '60063-6',
    target: 'Apple scab, anthracnose, oak wilt',
    method: 'Foliar Spray',
    rate: 4,
    unit: 'fl oz',
    carrier: '100 gal',
    application: 'Spray to wet foliage',
    temp: [50, 90],
  },
  {
    name: 'Myclobutanil 40WSP',
    epa: '62719-411',
    target: 'Apple scab, powdery mildew, rust',
    method: 'Foliar Spray',
    rate: 5,
    unit: 'oz',
    carrier: '100 gal',
    application: 'Spray to wet foliage at 7 to 10 day intervals',
    temp: [50, 90],
  },
  {
    name: 'Imidacloprid 2F',
    epa: '432-1312',
    target: 'Aphids, adelgids, Japanese beetle',
    method: 'Soil Drench',
    rate: 0.4,
    unit: 'fl oz',
    carrier: '1 gal',
    application: '1 gal of mix per inch DBH at the base of the trunk',
    temp: [40, 95],
    upCharge: 12.5,
  },
  {
    name: 'Bifenthrin 7.9',
    epa: '279-3206',
    target: 'Bagworms, Japanese beetle, mites',
    method: 'Foliar Spray',
    rate: 1,
    unit: 'fl oz',
    carrier: '100 gal',
    application: 'Spray to wet foliage',
    temp: [50, 90],
  },
  {
    name: 'Paclobutrazol Growth Regulator',
    epa: '74779-3',
    target: 'Crown growth reduction, root development',
    method: 'Soil Injection',
    rate: 1.5,
    unit: 'fl oz',
    carrier: 'inch DBH',
    application: 'Inject into the root zone within 6 inches of the trunk',
    temp: [40, 90],
    upCharge: 25,
  },
  {
    name: 'Chlorantraniliprole 0.067G',
    epa: '100-1489',
    target: 'White grubs, billbugs, caterpillars',
    method: 'Granular Broadcast',
    rate: 2.9,
    unit: 'lb',
    carrier: '1,000 sq ft',
    application: 'Broadcast evenly and water in with 0.5 inch of irrigation',
    temp: [50, 95],
  },
  {
    name: '2,4-D Amine Broadleaf Weed Control',
    epa: '228-145',
    target: 'Dandelion, clover, plantain',
    method: 'Foliar Spray',
    rate: 1.5,
    unit: 'fl oz',
    carrier: '1,000 sq ft',
    application: 'Spot spray weeds; do not mow for 48 hours',
    temp: [60, 85],
    base: true,
  },
  {
    name: 'Chlorpyrifos 4E',
    epa: '62719-220',
    target: 'Borers, bagworms',
    method: 'Basal Bark Spray',
    rate: 1,
    unit: 'qt',
    carrier: '100 gal',
    application: 'No longer applied: food-use tolerances revoked',
    temp: [50, 90],
    status: S.Inactive,
  },
];

async function seedChemicals(db: Db): Promise<void> {
  const item = await seedListItems(db, LISTS);
  for (const c of CHEMICALS) {
    await db
      .insertInto('chemicals')
      .values({
        name: c.name,
        epa_number: c.epa,
        target: c.target,
        method_id: item('chemical_methods', c.method),
        mix_rate: c.rate,
        unit_id: item('chemical_units', c.unit),
        carrier_id: item('chemical_carriers', c.carrier),
        rate_of_application: c.application,
        temperature_range_low: c.temp[0],
        temperature_range_high: c.temp[1],
        chemical_up_charge_cents: dollarsToExactCents(c.upCharge ?? 0)!,
        included_in_base_visit: c.base ? 1 : 0,
        status_id: c.status ?? S.Active,
      })
      .execute();
  }
}

/** The catalogue of the demo company: chemicals, then the services, visits and links that use them. */
export async function seedCatalogue(db: Db): Promise<void> {
  await seedChemicals(db);
  await seedCatalogueA(db);
}

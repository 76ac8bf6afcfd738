import { PhoneTypes as P, ServiceGroups as G } from '@canopy/shared';
import type { Db } from '../platform/db';

// Branch details, sales territories and the account settings lists of the demo company.

const TERMS =
  'Payment is due within 30 days of the invoice date. Work is scheduled weather permitting; ' +
  'treatments missed because of weather are rescheduled at no charge.';

const BRANCH_DETAILS = [
  {
    id: 1,
    manager: 4,
    gdd: 1284.5,
    phones: [
      ['8475550100', null, P.Work],
      ['8475550199', null, P.Fax],
    ],
    groups: [G.ArborCare, G.PlantHealthCare, G.LawnCare, G.Fertilization],
  },
  {
    id: 2,
    manager: 10,
    gdd: 1310,
    phones: [
      ['7735550200', '12', P.Work],
      ['7735550299', null, P.Fax],
    ],
    groups: [G.ArborCare, G.PlantHealthCare, G.LawnCare],
  },
  {
    id: 3,
    manager: 1,
    gdd: 1198.25,
    phones: [['6305550300', null, P.Work]],
    groups: [G.ArborCare, G.PlantHealthCare, G.LawnCare, G.Nursery, G.Fertilization],
  },
] as const;

const CONTENT: Record<number, string> = {
  [G.ArborCare]:
    'Our certified arborists prune to ANSI A300 standards, remove hazardous trees safely and protect your landscape while they work.',
  [G.PlantHealthCare]:
    'Plant health care treats the causes of decline: insects, diseases and soil stress, timed by growing degree days.',
  [G.LawnCare]: 'Seasonal rounds of fertilization, weed control and core aeration for a dense, healthy lawn.',
};

const TERRITORIES = [
  ['Evanston', 1, ['60201', '60202', '60203']],
  ['North Suburbs', 1, ['60091', '60093', '60076', '60077']],
  ['Lakeview', 2, ['60657', '60613']],
  ['Lincoln Park', 2, ['60614', '60610']],
  ['Naperville', 3, ['60540', '60563', '60565']],
  ['Aurora and Lisle', 3, ['60532', '60502', '60504']],
] as const;

// Account and client types come with the migration (their ids are the spec's enumerations).
const LISTS = {
  sources: [
    'Referral',
    'Website',
    'Yard Sign',
    'Truck Sign',
    'Repeat Customer',
    'Online Search',
    'Direct Mail',
    'Home Show',
  ],
  inactive_reasons: [
    'Moved',
    'Price',
    'Service Quality',
    'Switched Provider',
    'Property Sold',
    'No Longer Needed',
    'Other',
  ],
  contact_titles: [
    'Owner',
    'Property Manager',
    'Tenant',
    'Spouse',
    'Accounts Payable',
    'HOA Board Member',
    'Facilities Manager',
  ],
  source_codes: ['SPRING-MAILER', 'FALL-MAILER', 'HOME-SHOW', 'WEB-FORM', 'NEIGHBOR-CARD'],
  location_note_types: ['General', 'Gate / Access', 'Pets', 'Billing', 'Site Hazard', 'Irrigation'],
  service_lines: ['Tree Care', 'Plant Health Care', 'Lawn Care', 'Nursery', 'Consulting'],
} as const;

export async function seedOrganisation(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const b of BRANCH_DETAILS) {
      await trx
        .updateTable('branches')
        .set({ branch_manager_id: b.manager, growing_degree_day: b.gdd, terms_and_conditions: TERMS })
        .where('id', '=', b.id)
        .execute();
      await trx
        .insertInto('branch_phones')
        .values(
          b.phones.map(([phone, extension, type], i) => ({
            branch_id: b.id,
            phone,
            extension,
            phone_type_id: type,
            is_preferred: i === 0 ? 1 : 0,
          })),
        )
        .execute();
      await trx
        .insertInto('branch_service_groups')
        .values(b.groups.map((g) => ({ branch_id: b.id, service_group_id: g })))
        .execute();
      const contents = b.groups.filter((g) => CONTENT[g]);
      await trx
        .insertInto('branch_service_group_contents')
        .values(contents.map((g) => ({ branch_id: b.id, service_group_id: g, content: CONTENT[g]! })))
        .execute();
    }

    for (const [name, branch, zips] of TERRITORIES) {
      const t = await trx
        .insertInto('sales_territories')
        .values({ name, branch_id: branch })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('sales_territory_zip_codes')
        .values(zips.map((zip_code) => ({ sales_territory_id: t.id, zip_code })))
        .execute();
    }
    // Each account lies in the territory of its first location's zip.
    await trx
      .updateTable('accounts')
      .set((eb) => ({
        sales_territory_id: eb
          .selectFrom('account_locations as l')
          .innerJoin('sales_territory_zip_codes as z', 'z.zip_code', 'l.zip')
          .select('z.sales_territory_id')
          .whereRef('l.account_id', '=', 'accounts.id')
          .orderBy('l.id')
          .limit(1),
      }))
      .execute();

    for (const [table, names] of Object.entries(LISTS)) {
      await trx
        .insertInto(table as 'sources')
        .values(names.map((name, i) => ({ name, sort_order: i + 1 })))
        .execute();
    }
  });
}

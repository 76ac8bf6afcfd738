import {
  CatalogueStatuses as S,
  dollarsToExactCents,
  PricingOptions as P,
  ReportOptions as RO,
  serviceDefaults,
  ServiceGroups as G,
  ServiceTypes as T,
} from '@canopy/shared';
import type { Db } from '../platform/db';
import type { ListTableName } from '../modules/settings-lists/settings-lists.definitions';

// The services of the demo tree-care company with their settings lists, visit windows and the
// chemicals they apply (seeded first, by catalogue.ts), and the service groups' content.

const LISTS = {
  service_units: ['Inch DBH', 'Stump Inch', 'Each', 'Hour', '1,000 sq ft', 'Foot of Height'],
  service_categories: [
    'Pruning',
    'Removal',
    'Stump Work',
    'Support Systems',
    'Soil Care',
    'Insect Control',
    'Disease Control',
    'Lawn Program',
    'Planting',
  ],
  service_proposal_labels: ['Recommended', 'Priority', 'Safety', 'Optional', 'Maintenance'],
  weather_conditions: ['Sunny', 'Partly Cloudy', 'Overcast', 'Light Rain', 'Windy', 'Frost'],
};

type Visit = [
  title: string,
  code: string,
  from: [number, number],
  to: [number, number],
  chemicals?: string[],
];
interface ServiceSeed {
  name: string;
  group: number;
  type: number;
  category: string;
  label?: string;
  unit: string;
  rate?: number;
  recurrence?: number;
  report?: number;
  gdd?: [number, number];
  window?: [[number, number], [number, number]];
  separate?: boolean;
  description: string;
  chemicals?: string[];
  visits?: Visit[];
}

const SERVICES: ServiceSeed[] = [
  {
    name: 'Structural Pruning',
    group: G.ArborCare,
    type: T.Single,
    category: 'Pruning',
    label: 'Recommended',
    unit: 'Inch DBH',
    rate: 9.5,
    description: 'Prune to ANSI A300 standards to develop a strong central leader and good branch spacing.',
  },
  {
    name: 'Crown Cleaning',
    group: G.ArborCare,
    type: T.Single,
    category: 'Pruning',
    label: 'Maintenance',
    unit: 'Inch DBH',
    rate: 7.25,
    description: 'Remove dead, dying, diseased and broken branches 1 inch in diameter and larger.',
  },
  {
    name: 'Tree Removal',
    group: G.ArborCare,
    type: T.Single,
    category: 'Removal',
    label: 'Safety',
    unit: 'Inch DBH',
    rate: 28,
    separate: true,
    description: 'Remove the tree to a low stump; haul away wood and brush and rake the work area.',
  },
  {
    name: 'Stump Grinding',
    group: G.ArborCare,
    type: T.Single,
    category: 'Stump Work',
    unit: 'Stump Inch',
    rate: 4.5,
    separate: true,
    description: 'Grind the stump 6 to 8 inches below grade and backfill with the grindings.',
  },
  {
    name: 'Cabling and Bracing',
    group: G.ArborCare,
    type: T.Single,
    category: 'Support Systems',
    label: 'Recommended',
    unit: 'Each',
    rate: 185,
    description: 'Install a dynamic cabling system to support weak unions; inspect every year.',
  },
  {
    name: 'Deep-Root Fertilization',
    group: G.Fertilization,
    type: T.Single,
    category: 'Soil Care',
    unit: 'Inch DBH',
    rate: 3.75,
    recurrence: 1,
    window: [
      [4, 15],
      [10, 31],
    ],
    description: 'Inject a slow-release fertilizer and soil conditioner into the root zone.',
  },
  {
    name: 'Dormant Oil Spray',
    group: G.PlantHealthCare,
    type: T.Single,
    category: 'Insect Control',
    unit: 'Inch DBH',
    rate: 2.1,
    recurrence: 1,
    description: 'Smother overwintering scale and mite eggs before bud break.',
    visits: [['Dormant Application', 'DO1', [3, 1], [4, 15], ['Horticultural Oil']]],
  },
  {
    name: 'Emerald Ash Borer Treatment',
    group: G.PlantHealthCare,
    type: T.Single,
    category: 'Insect Control',
    label: 'Priority',
    unit: 'Inch DBH',
    rate: 11,
    recurrence: 2,
    report: RO.ScoutingReport,
    gdd: [450, 1000],
    description: 'Trunk-inject emamectin benzoate to protect ash trees for two seasons.',
    chemicals: ['Arbor-Mectin (emamectin benzoate)'],
    visits: [['Trunk Injection', 'EAB1', [5, 1], [6, 30], ['Arbor-Mectin (emamectin benzoate)']]],
  },
  {
    name: 'Apple Scab Program',
    group: G.PlantHealthCare,
    type: T.Multi,
    category: 'Disease Control',
    unit: 'Inch DBH',
    rate: 3.25,
    recurrence: 1,
    report: RO.ScoutingReportShortVersion,
    description: 'Three fungicide sprays from bud break to early summer to keep crabapple leaves on.',
    chemicals: ['Propiconazole 14.3', 'Myclobutanil 40WSP'],
    visits: [
      ['Bud Break', 'AS1', [4, 1], [4, 20], ['Propiconazole 14.3']],
      ['Petal Fall', 'AS2', [4, 21], [5, 15], ['Myclobutanil 40WSP']],
      ['Summer Cover', 'AS3', [5, 16], [6, 10], ['Propiconazole 14.3']],
    ],
  },
  {
    name: 'Lawn Care Rounds',
    group: G.LawnCare,
    type: T.Multi,
    category: 'Lawn Program',
    unit: '1,000 sq ft',
    rate: 6.5,
    recurrence: 1,
    description: 'Five seasonal rounds of fertilization and broadleaf weed control.',
    visits: [
      ['Early Spring', 'LC1', [3, 15], [4, 30], ['2,4-D Amine Broadleaf Weed Control']],
      ['Late Spring', 'LC2', [5, 1], [6, 15], ['2,4-D Amine Broadleaf Weed Control']],
      ['Summer', 'LC3', [6, 16], [8, 15]],
      ['Early Fall', 'LC4', [8, 16], [9, 30], ['2,4-D Amine Broadleaf Weed Control']],
      ['Late Fall', 'LC5', [10, 1], [11, 15]],
    ],
  },
  {
    name: 'Grub Control',
    group: G.LawnCare,
    type: T.Single,
    category: 'Insect Control',
    unit: '1,000 sq ft',
    rate: 5.25,
    recurrence: 1,
    description: 'One preventive application before egg hatch; water in within 24 hours.',
    chemicals: ['Chlorantraniliprole 0.067G'],
    visits: [['Preventive Application', 'GC1', [5, 1], [7, 15], ['Chlorantraniliprole 0.067G']]],
  },
  {
    name: 'Nursery Stock Planting',
    group: G.Nursery,
    type: T.Single,
    category: 'Planting',
    label: 'Optional',
    unit: 'Each',
    rate: 145,
    window: [
      [4, 1],
      [11, 15],
    ],
    description: 'Plant balled-and-burlapped stock at grade, mulch and water in; one-year warranty.',
  },
];

/** Adds list items in order; answers the id of an item by table and name. */
export async function seedListItems(
  db: Db,
  lists: Partial<Record<ListTableName, string[]>>,
): Promise<(table: ListTableName, name: string) => number> {
  const ids = new Map<string, number>();
  for (const [table, names] of Object.entries(lists) as [ListTableName, string[]][]) {
    for (const [i, name] of names.entries()) {
      const row = await db
        .insertInto(table as 'service_units')
        .values({ name, sort_order: i + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(`${table}:${name}`, row.id);
    }
  }
  return (table, name) => ids.get(`${table}:${name}`)!;
}

export async function seedCatalogueA(db: Db): Promise<void> {
  const item = await seedListItems(db, LISTS);
  const chemicals = new Map(
    (await db.selectFrom('chemicals').select(['id', 'name']).execute()).map((c) => [c.name, c.id]),
  );
  const chem = (names: string[] = []) =>
    names.map((n, i) => ({ chemical_id: chemicals.get(n)!, sort_order: i + 1 }));

  for (const s of SERVICES) {
    const d = serviceDefaults(s.group);
    const unit = item('service_units', s.unit);
    const byUnit = s.rate !== undefined;
    const { id } = await db
      .insertInto('services')
      .values({
        name: s.name,
        service_group_id: s.group,
        service_type_id: s.type,
        service_classification_id: d.ClassificationId,
        status_id: S.Active,
        service_category_id: item('service_categories', s.category),
        service_proposal_label_id: s.label ? item('service_proposal_labels', s.label) : null,
        pricing_option_id: byUnit ? P.UnitOfMeasure : null,
        pricing_unit_of_measure_id: byUnit ? unit : null,
        pricing_unit_of_measure_rate_cents: byUnit ? dollarsToExactCents(s.rate!) : null,
        service_unit_of_measure_id: unit,
        renewable_service: d.RenewableService ? 1 : 0,
        recurrence: d.RenewableService ? (s.recurrence ?? 1) : null,
        report_option_id: s.report ?? null,
        application_description: s.description,
        separate_work_order_required: s.separate ? 1 : 0,
        growing_degree_day_min: s.gdd?.[0] ?? null,
        growing_degree_day_max: s.gdd?.[1] ?? null,
        service_month_start: s.window?.[0][0] ?? null,
        service_day_start: s.window?.[0][1] ?? null,
        service_month_end: s.window?.[1][0] ?? null,
        service_day_end: s.window?.[1][1] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (s.chemicals?.length)
      await db
        .insertInto('service_chemicals')
        .values(chem(s.chemicals).map((c) => ({ ...c, service_id: id })))
        .execute();
    for (const [i, [title, code, from, to, visitChemicals]] of (s.visits ?? []).entries()) {
      const visit = await db
        .insertInto('service_visits')
        .values({
          service_id: id,
          title,
          service_code: code,
          month_start: from[0],
          day_start: from[1],
          month_end: to[0],
          day_end: to[1],
          scheduling_buffer_days: 7,
          report_option_id: s.report ?? null,
          sort_order: i + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (visitChemicals?.length)
        await db
          .insertInto('service_visit_chemicals')
          .values(chem(visitChemicals).map((c) => ({ ...c, service_visit_id: visit.id })))
          .execute();
    }
  }

  await db
    .insertInto('service_group_contents')
    .values([
      {
        service_group_id: G.ArborCare,
        content:
          'Arbor care keeps trees safe and sound: pruning to ANSI A300 standards, support systems, and removal when a tree can no longer be saved.',
      },
      {
        service_group_id: G.PlantHealthCare,
        content:
          'Plant health care treats the causes of decline (insects, diseases and soil stress) with applications timed by growing degree days.',
      },
      {
        service_group_id: G.LawnCare,
        content: 'Seasonal rounds of fertilization and weed control for a dense, healthy lawn.',
      },
    ])
    .execute();
}

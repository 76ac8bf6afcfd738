import {
  MaterialTypes,
  PricingMethods,
  PricingOptions,
  PricingTypes,
  ServiceGroups,
  ServiceTypes,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';

// A small priced catalogue and a proposal for the builder's tests, written straight to the database
// so each figure the tests expect follows from numbers seen here.

const now = () => new Date().toISOString();
let n = 0;

export interface Catalogue {
  small: number;
  large: number;
  pruning: number;
  phc: number;
  disposal: number;
  truck: number;
  visits: number[];
}

/** Sizes; pruning priced flat by size (small $250, large $400); a 3-visit PHC program ($60 a visit by size). */
export async function catalogue(db: Db): Promise<Catalogue> {
  const tag = `${++n}-${Date.now()}`;
  const size = async (name: string) =>
    (
      await db
        .insertInto('inventory_sizes')
        .values({ name: `${name} ${tag}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const small = await size('Small');
  const large = await size('Large');
  const table = async (name: string, typeId: number, rows: [number, number | null, number | null][]) => {
    const t = await db
      .insertInto('price_tables')
      .values({
        name: `${name} ${tag}`,
        pricing_type_id: typeId,
        pricing_method_id: PricingMethods.InventorySize,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('price_table_details')
      .values(
        rows.map(([s, visit, flat]) => ({
          price_table_id: t.id,
          inventory_size_id: s,
          price_per_visit_cents: visit,
          flat_price_cents: flat,
        })),
      )
      .execute();
    return t.id;
  };
  const flat = await table('Pruning prices', PricingTypes.Flat, [
    [small, null, 25_000],
    [large, null, 40_000],
  ]);
  const perVisit = await table('PHC prices', PricingTypes.VisitPerYear, [
    [small, 6_000, null],
    [large, 9_000, null],
  ]);
  const service = async (name: string, group: number, type: number, tableId: number) =>
    (
      await db
        .insertInto('services')
        .values({
          name: `${name} ${tag}`,
          service_group_id: group,
          service_type_id: type,
          pricing_option_id: PricingOptions.Table,
          pricing_table_id: tableId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const pruning = await service('Crown pruning', ServiceGroups.ArborCare, ServiceTypes.Single, flat);
  const phc = await service('Borer program', ServiceGroups.PlantHealthCare, ServiceTypes.Multi, perVisit);
  const visits: number[] = [];
  for (const [m, i] of [
    [4, 0],
    [6, 1],
    [8, 2],
  ])
    visits.push(
      (
        await db
          .insertInto('service_visits')
          .values({
            service_id: phc,
            title: `Visit ${i! + 1}`,
            month_start: m!,
            day_start: 1,
            month_end: m!,
            day_end: 28,
            sort_order: i!,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const disposal = (
    await db
      .insertInto('materials')
      .values({
        name: `Chip disposal ${tag}`,
        material_type_id: MaterialTypes.Disposal,
        unit: 'load',
        unit_price_cents: 4_550,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const truck = (
    await db
      .insertInto('equipment_types')
      .values({ name: `Bucket truck ${tag}`, daily_rate_cents: 35_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { small, large, pruning, phc, disposal, truck, visits };
}

export interface ProposalSeed {
  branchId?: number;
  salesRepId: number;
  statusId?: number;
}

/** A proposal at the branch's first location, with two trees (one small, one large) there. */
export async function proposalWithTrees(db: Db, c: Catalogue, seed: ProposalSeed) {
  const branchId = seed.branchId ?? 1;
  const loc = await db
    .selectFrom('account_locations')
    .select(['id', 'account_id'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const p = await db
    .insertInto('proposals')
    .values({
      status_id: seed.statusId ?? 1,
      sales_rep_id: seed.salesRepId,
      created_by_id: seed.salesRepId,
      account_id: loc.account_id,
      account_location_id: loc.id,
      branch_id: branchId,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tree = async (sizeId: number) =>
    (
      await db
        .insertInto('service_items')
        .values({ account_location_id: loc.id, size_id: sizeId, created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { id: p.id, locationId: loc.id, smallOak: await tree(c.small), largeOak: await tree(c.large) };
}

import {
  ContractStatuses,
  ProposalStatuses,
  ProposalTypes,
  ServiceClassifications,
  ServiceGroups,
} from '@canopy/shared';
import { sql } from 'kysely';
import { insertReturningIds } from '../modules/contracts/bulk-insert';
import { inIds, isPg, type Db } from '../platform/db';

/** Services a contract carries: three renewable programs (one every two years) and a pruning that is not. */
export interface RenewalCatalogue {
  phc: number;
  fertilization: number;
  lawnAeration: number;
  pruning: number;
}

const SERVICES = [
  ['phc', 'Plant health care program', ServiceGroups.PlantHealthCare, ServiceClassifications.Spray, 1, 1],
  [
    'fertilization',
    'Deep root fertilization',
    ServiceGroups.Fertilization,
    ServiceClassifications.Fertilization,
    1,
    1,
  ],
  ['lawnAeration', 'Lawn core aeration', ServiceGroups.LawnCare, ServiceClassifications.Lawn, 1, 2],
  ['pruning', 'Contract pruning', ServiceGroups.ArborCare, ServiceClassifications.Tree, 0, null],
] as const;

/** The contract services, found by name or made once. */
export async function renewalCatalogue(db: Db): Promise<RenewalCatalogue> {
  const out = {} as Record<keyof RenewalCatalogue, number>;
  for (const [key, name, group, classification, renewable, recurrence] of SERVICES) {
    const found = await db.selectFrom('services').select('id').where('name', '=', name).executeTakeFirst();
    out[key] =
      found?.id ??
      (
        await db
          .insertInto('services')
          .values({
            name,
            service_group_id: group,
            service_classification_id: classification,
            renewable_service: renewable,
            recurrence,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  }
  return out;
}

/** A line's price in cents by service, before any renewal raises it. */
const PRICES: Record<keyof RenewalCatalogue, number> = {
  phc: 48_500,
  fertilization: 21_075,
  lawnAeration: 12_999,
  pruning: 90_000,
};
/** `case <column> when 0 then … when 1 then … end` over the catalogue's services, in their order. */
const byService = <T extends string | number>(column: string, pick: (service: number) => T) =>
  sql<T>`case ${sql.ref(column)} ${sql.join(
    SERVICES.map((_, i) => sql`when ${sql.lit(i)} then ${sql.lit(pick(i))}`),
    sql` `,
  )} end`;

/**
 * PostgreSQL checks each new row's references with a plan made when the table was small (a scan of
 * it, row after row); fresh statistics of what this transaction wrote so far make it use the index.
 */
async function analyzed(trx: Db, table: string) {
  if (isPg(trx)) await sql`analyze ${sql.table(table)}`.execute(trx);
}

/**
 * Active contracts for `year` on the given locations (round robin), each with every catalogue
 * service in its own group; `count` of them. The contracts are one multi-row insert, and each level
 * below them one insert … select over all of them, so a bench or a test can ask for thousands.
 */
export async function seedRenewableContracts(
  db: Db,
  opts: { count: number; year: number; catalogue: RenewalCatalogue },
): Promise<number[]> {
  const locations = await db
    .selectFrom('account_locations as l')
    .select(['l.id', 'l.account_id', 'l.branch_id', 'l.sales_rep_id'])
    .orderBy('l.id')
    .limit(Math.min(opts.count, 5000))
    .execute();
  if (!locations.length) return [];
  const at = `${opts.year}-01-15T15:00:00.000Z`;
  const keys = SERVICES.map((s) => s[0]);
  return db.transaction().execute(async (trx) => {
    const ids = await insertReturningIds(
      trx,
      'proposals',
      Array.from({ length: opts.count }, (_, i) => {
        const loc = locations[i % locations.length]!;
        return {
          proposal_type_id: ProposalTypes.Contract,
          status_id: ProposalStatuses.Confirmed,
          contract_status_id: ContractStatuses.Active,
          sales_rep_id: loc.sales_rep_id,
          account_id: loc.account_id,
          account_location_id: loc.id,
          branch_id: loc.branch_id,
          year_of_work: opts.year,
          created_at: at,
          updated_at: at,
        };
      }),
    );
    await trx
      .updateTable('proposals')
      .set((eb) => ({ proposal_number: eb.ref('id') }))
      .where(inIds(trx, 'id', ids))
      .execute();
    await analyzed(trx, 'proposals');
    // One group per contract and service, contract by contract, services in catalogue order.
    const services = sql<{ sort_order: number }>`(${sql.join(
      SERVICES.map((_, i) => sql`select ${sql.lit(i)} as sort_order`),
      sql` union all `,
    )})`.as('s');
    await trx
      .insertInto('proposal_service_groups')
      .columns(['proposal_id', 'service_group_id', 'proposal_sort_order'])
      .expression(
        trx
          .selectFrom(['proposals as p', services])
          .select((eb) => [
            'p.id',
            byService('s.sort_order', (i) => SERVICES[i]![2]).as('service_group_id'),
            eb.ref('s.sort_order').as('proposal_sort_order'),
          ])
          .where(inIds(trx, 'p.id', ids))
          .orderBy('p.id')
          .orderBy('s.sort_order'),
      )
      .execute();
    await analyzed(trx, 'proposal_service_groups');
    await trx
      .insertInto('proposal_groups')
      .columns(['proposal_id', 'proposal_service_group_id', 'name', 'sort_order'])
      .expression(
        trx
          .selectFrom('proposal_service_groups as sg')
          .select([
            'sg.proposal_id',
            'sg.id',
            byService('sg.proposal_sort_order', (i) => SERVICES[i]![1]).as('name'),
            'sg.proposal_sort_order',
          ])
          .where(inIds(trx, 'sg.proposal_id', ids))
          .orderBy('sg.id'),
      )
      .execute();
    await analyzed(trx, 'proposal_groups');
    await trx
      .insertInto('proposal_option_groups')
      .columns(['proposal_group_id'])
      .expression(
        trx
          .selectFrom('proposal_groups as g')
          .select('g.id')
          .where(inIds(trx, 'g.proposal_id', ids))
          .orderBy('g.id'),
      )
      .execute();
    await analyzed(trx, 'proposal_option_groups');
    await trx
      .insertInto('proposal_options')
      .columns(['proposal_option_group_id'])
      .expression(
        trx
          .selectFrom('proposal_option_groups as og')
          .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
          .select('og.id')
          .where(inIds(trx, 'g.proposal_id', ids))
          .orderBy('og.id'),
      )
      .execute();
    await analyzed(trx, 'proposal_options');
    await trx
      .insertInto('proposal_item_services')
      .columns([
        'proposal_id',
        'proposal_option_id',
        'proposal_service_group_id',
        'service_id',
        'total_cost_cents',
        'order_number',
      ])
      .expression(
        trx
          .selectFrom('proposal_options as o')
          .innerJoin('proposal_option_groups as og', 'og.id', 'o.proposal_option_group_id')
          .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
          .select((eb) => [
            'g.proposal_id',
            'o.id',
            'g.proposal_service_group_id',
            byService('g.sort_order', (i) => opts.catalogue[keys[i]!]).as('service_id'),
            eb(
              byService('g.sort_order', (i) => PRICES[keys[i]!]),
              '+',
              eb(eb('g.proposal_id', '%', 7), '*', 101),
            ).as('total_cost_cents'),
            'g.sort_order',
          ])
          .where(inIds(trx, 'g.proposal_id', ids))
          .orderBy('o.id'),
      )
      .execute();
    return ids;
  });
}

/** Demo: last year's contracts, ready for the office manager to renew. */
export async function seedContractsDemo(db: Db): Promise<void> {
  const catalogue = await renewalCatalogue(db);
  await seedRenewableContracts(db, { count: 12, year: new Date().getUTCFullYear() - 1, catalogue });
}

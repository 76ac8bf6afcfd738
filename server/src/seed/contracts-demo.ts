import {
  ContractStatuses,
  ProposalStatuses,
  ProposalTypes,
  ServiceClassifications,
  ServiceGroups,
} from '@canopy/shared';
import type { Db } from '../platform/db';

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
const BATCH = 250;

/**
 * Active contracts for `year` on the given locations (round robin), each with every catalogue
 * service in its own group; `count` of them, inserted in batches so a bench can ask for thousands.
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
  const ids: number[] = [];
  const keys = Object.keys(PRICES) as (keyof RenewalCatalogue)[];
  for (let start = 0; start < opts.count; start += BATCH) {
    const n = Math.min(BATCH, opts.count - start);
    await db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('proposals')
        .values(
          Array.from({ length: n }, (_, i) => {
            const loc = locations[(start + i) % locations.length]!;
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
        )
        .returning('id')
        .execute();
      await trx
        .updateTable('proposals')
        .set((eb) => ({ proposal_number: eb.ref('id') }))
        .where(
          'id',
          'in',
          made.map((m) => m.id),
        )
        .execute();
      for (const { id } of made) {
        ids.push(id);
        for (const [order, key] of keys.entries()) {
          const group = SERVICES[order]![2];
          const sg = await trx
            .insertInto('proposal_service_groups')
            .values({ proposal_id: id, service_group_id: group, proposal_sort_order: order })
            .returning('id')
            .executeTakeFirstOrThrow();
          const pg = await trx
            .insertInto('proposal_groups')
            .values({
              proposal_id: id,
              proposal_service_group_id: sg.id,
              name: SERVICES[order]![1],
              sort_order: order,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const og = await trx
            .insertInto('proposal_option_groups')
            .values({ proposal_group_id: pg.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          const opt = await trx
            .insertInto('proposal_options')
            .values({ proposal_option_group_id: og.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('proposal_item_services')
            .values({
              proposal_id: id,
              proposal_option_id: opt.id,
              proposal_service_group_id: sg.id,
              service_id: opts.catalogue[key],
              total_cost_cents: PRICES[key] + (id % 7) * 101,
              order_number: order,
            })
            .execute();
        }
      }
    });
  }
  return ids;
}

/** Demo: last year's contracts, ready for the office manager to renew. */
export async function seedContractsDemo(db: Db): Promise<void> {
  const catalogue = await renewalCatalogue(db);
  await seedRenewableContracts(db, { count: 12, year: new Date().getUTCFullYear() - 1, catalogue });
}

import type { FastifyInstance } from 'fastify';
import { payrollWeek, ServiceGroups, todayIsoDate, type Builder } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import type { Headers } from './to-schedule';

const ITEMS = 40;

/**
 * The proposal list as its screen asks it (first page, a word, a branch manager's reach, an arborist's
 * own, the opening payroll week), the contract list's search, and the builder's save of one service in a proposal of 40 items: the save answers the
 * whole builder, priced again, so its time grows with the proposal.
 */
export async function proposalsBench(
  app: FastifyInstance,
  db: Db,
  admin: Headers,
  manager: Headers,
  arborist: Headers,
) {
  const call = (headers: Headers, url: string, method: 'POST' | 'PUT', payload: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers, payload });
  const list = (headers: Headers, payload: object) => async () => {
    const r = await call(headers, '/proposals/_search', 'POST', { Skip: 0, Take: 10, ...payload });
    // A refused or empty answer would time nothing worth knowing.
    if (r.statusCode !== 200 || !r.json<{ Proposals: unknown[] }>().Proposals.length)
      throw new Error(`proposal list: ${r.statusCode} ${r.body}`);
  };
  const week = payrollWeek(todayIsoDate());

  const loc = await db
    .selectFrom('account_locations')
    .select('id')
    .where('branch_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const pruning = await db
    .selectFrom('services')
    .select('id')
    .where('name', '=', 'Structural Pruning')
    .executeTakeFirstOrThrow();
  const size = await db.selectFrom('inventory_sizes').select('id').orderBy('id').executeTakeFirst();
  const made = (await call(admin, '/proposals', 'POST', { AccountLocationId: loc.id })).json<{
    Id: number;
  }>();
  const trees = await db
    .insertInto('service_items')
    .values(
      Array.from({ length: ITEMS }, () => ({
        account_location_id: loc.id,
        size_id: size?.id ?? null,
        created_at: new Date().toISOString(),
      })),
    )
    .returning('id')
    .execute();
  let builder: Builder | undefined;
  for (const t of trees) {
    const r = await call(admin, '/proposals/ProposalData', 'POST', {
      ProposalId: made.Id,
      ServiceGroupId: ServiceGroups.ArborCare,
      ServiceId: pruning.id,
      ServiceItemIds: [t.id],
    });
    if (r.statusCode !== 200) throw new Error(`builder add: ${r.statusCode} ${r.body}`);
    builder = r.json<Builder>();
  }
  const first = () =>
    builder!.ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!;
  let crew = 0;
  const save = async () => {
    const s = first();
    const r = await call(admin, `/proposals/ProposalItemService/${made.Id}`, 'PUT', {
      Id: s.Id,
      Version: s.Version,
      Quantity: 1,
      Crew: (crew++ % 4) + 1,
      RequiresNoEquipment: true,
    });
    if (r.statusCode !== 200) throw new Error(`builder save: ${r.statusCode} ${r.body}`);
    builder = r.json<Builder>();
  };

  const cases: [string, () => Promise<unknown>][] = [
    ['proposals: first page (10)', list(admin, {})],
    ['proposals: query "oak"', list(admin, { Query: 'oak' })],
    ['proposals: branch scope', list(manager, {})],
    ['proposals: Personal (an arborist)', list(arborist, {})],
    ['proposals: payroll week', list(admin, { FromDate: week.from, ToDate: week.to })],
    // The contract list: the same search with the contract type, its item facts and filters.
    ['contracts: first page (10)', list(admin, { ProposalTypeId: 2 })],
    ['contracts: Spray classification', list(admin, { ProposalTypeId: 2, ClassificationIds: [1] })],
    [`proposals: builder save, ${ITEMS} items`, save],
  ];
  return cases;
}

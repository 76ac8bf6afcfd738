import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db';

// SQL of the builder: the writes the services compose in transactions (the reads of the whole
// hierarchy live beside, in proposal-hierarchy.repo.ts).
export * from './proposal-catalogue.repo';
export * from './proposal-hierarchy.repo';
export * from './proposal-item-parts.repo';
export * from './proposal-item-writes.repo';
export * from './proposal-photos.repo';

/** Removes groups, option groups and options left without any item, so the builder shows no empty shells. */
export async function pruneEmpty(db: Db, proposalId: number) {
  const groups = db.selectFrom('proposal_groups').select('id').where('proposal_id', '=', proposalId);
  await db
    .deleteFrom('proposal_options')
    .where((eb) =>
      eb.and([
        eb(
          'proposal_option_group_id',
          'in',
          eb.selectFrom('proposal_option_groups').select('id').where('proposal_group_id', 'in', groups),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('proposal_item_services as s')
              .select('s.id')
              .whereRef('s.proposal_option_id', '=', 'proposal_options.id'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('proposal_item_materials as m')
              .select('m.id')
              .whereRef('m.proposal_option_id', '=', 'proposal_options.id'),
          ),
        ),
      ]),
    )
    .execute();
  await db
    .deleteFrom('proposal_option_groups')
    .where('proposal_group_id', 'in', groups)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('proposal_options as o')
            .select('o.id')
            .whereRef('o.proposal_option_group_id', '=', 'proposal_option_groups.id'),
        ),
      ),
    )
    .execute();
  await db
    .deleteFrom('proposal_groups')
    .where('proposal_id', '=', proposalId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('proposal_option_groups as og')
            .select('og.id')
            .whereRef('og.proposal_group_id', '=', 'proposal_groups.id'),
        ),
      ),
    )
    .execute();
  await db
    .deleteFrom('proposal_service_groups')
    .where('proposal_id', '=', proposalId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('proposal_groups as g')
            .select('g.id')
            .whereRef('g.proposal_service_group_id', '=', 'proposal_service_groups.id'),
        ),
      ),
    )
    .execute();
}

/** A new group holding one option group with one option, named by the caller; returns the option's id. */
export async function newOptionInGroup(
  db: Db,
  proposalId: number,
  serviceGroupRowId: number,
  name: string,
  separate: boolean,
): Promise<{ groupId: number; optionGroupId: number; optionId: number }> {
  const order = await db
    .selectFrom('proposal_groups')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst();
  const g = await db
    .insertInto('proposal_groups')
    .values({
      proposal_id: proposalId,
      proposal_service_group_id: serviceGroupRowId,
      name,
      separate_work_order_group: separate ? 1 : 0,
      sort_order: Number(order?.m ?? -1) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const og = await db
    .insertInto('proposal_option_groups')
    .values({ proposal_group_id: g.id, sort_order: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const o = await db
    .insertInto('proposal_options')
    .values({ proposal_option_group_id: og.id, sort_order: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { groupId: g.id, optionGroupId: og.id, optionId: o.id };
}

/** The proposal's row for a service group, made on first use, last in order. */
export async function serviceGroupRow(db: Db, proposalId: number, serviceGroupId: number): Promise<number> {
  const found = await db
    .selectFrom('proposal_service_groups')
    .select('id')
    .where('proposal_id', '=', proposalId)
    .where('service_group_id', '=', serviceGroupId)
    .executeTakeFirst();
  if (found) return found.id;
  const count = await db
    .selectFrom('proposal_service_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('proposal_id', '=', proposalId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('proposal_service_groups')
    .values({
      proposal_id: proposalId,
      service_group_id: serviceGroupId,
      proposal_sort_order: Number(count.n),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function groupNames(db: Db, proposalId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('proposal_groups')
    .select('name')
    .where('proposal_id', '=', proposalId)
    .execute();
  return rows.map((r) => r.name);
}

/**
 * `CASE id WHEN … THEN … END` over the given rows: one UPDATE sets a different value on each row,
 * instead of a statement a row. Integers are cast so PostgreSQL types the parameters as the column.
 */
function byId<T>(rows: readonly { id: number; value: T }[], cast?: 'integer'): RawBuilder<T> {
  const when = rows.map((r) =>
    cast ? sql`when ${r.id} then cast(${r.value} as integer)` : sql`when ${r.id} then ${r.value}`,
  );
  return sql<T>`case id ${sql.join(when, sql` `)} end`;
}

/** Names and separate-work-order flags of the proposal's groups, in one statement; the rows it changed. */
export async function renameGroups(
  db: Db,
  proposalId: number,
  groups: readonly { id: number; name: string; separate: boolean }[],
): Promise<number> {
  if (!groups.length) return 0;
  const r = await db
    .updateTable('proposal_groups')
    .set({
      name: byId(groups.map((g) => ({ id: g.id, value: g.name }))),
      separate_work_order_group: byId(
        groups.map((g) => ({ id: g.id, value: g.separate ? 1 : 0 })),
        'integer',
      ),
    })
    .where('proposal_id', '=', proposalId)
    .where(
      'id',
      'in',
      groups.map((g) => g.id),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The order of the proposal's service groups (the format page and the print follow it), in one statement. */
export async function orderServiceGroups(
  db: Db,
  proposalId: number,
  order: readonly { id: number; sortOrder: number }[],
): Promise<number> {
  if (!order.length) return 0;
  const r = await db
    .updateTable('proposal_service_groups')
    .set({
      proposal_sort_order: byId(
        order.map((o) => ({ id: o.id, value: o.sortOrder })),
        'integer',
      ),
    })
    .where('proposal_id', '=', proposalId)
    .where(
      'id',
      'in',
      order.map((o) => o.id),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function setShowPricing(db: Db, proposalId: number, groupId: number, show: boolean) {
  const r = await db
    .updateTable('proposal_groups')
    .set({ show_pricing: show ? 1 : 0 })
    .where('id', '=', groupId)
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The options of the proposal among `ids`, each with its option group, group and service group. */
export async function optionsOf(db: Db, proposalId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('proposal_options as o')
    .innerJoin('proposal_option_groups as og', 'og.id', 'o.proposal_option_group_id')
    .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
    .select(['o.id', 'o.proposal_option_group_id', 'g.id as group_id', 'g.proposal_service_group_id'])
    .where('g.proposal_id', '=', proposalId)
    .where('o.id', 'in', [...ids])
    .execute();
}

/** Moves the options into the option group, after the options there, in the order given. */
export async function moveOptions(db: Db, optionGroupId: number, optionIds: readonly number[]) {
  if (!optionIds.length) return;
  const existing = await db
    .selectFrom('proposal_options')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('proposal_option_group_id', '=', optionGroupId)
    .executeTakeFirst();
  const after = Number(existing?.m ?? 0);
  await db
    .updateTable('proposal_options')
    .set({
      proposal_option_group_id: optionGroupId,
      sort_order: byId(
        optionIds.map((id, i) => ({ id, value: after + i + 1 })),
        'integer',
      ),
    })
    .where('id', 'in', [...optionIds])
    .execute();
}

/** The option group of the proposal, with its service group, if it is the proposal's. */
export async function optionGroupOf(db: Db, proposalId: number, optionGroupId: number) {
  return db
    .selectFrom('proposal_option_groups as og')
    .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
    .select(['og.id', 'g.proposal_service_group_id'])
    .where('og.id', '=', optionGroupId)
    .where('g.proposal_id', '=', proposalId)
    .executeTakeFirst();
}

/** Every option of the option group but the first goes to a new group of its own, named by `name`. */
export async function splitOptionGroup(
  db: Db,
  proposalId: number,
  og: { id: number; proposal_service_group_id: number },
  name: () => Promise<string>,
) {
  const options = await db
    .selectFrom('proposal_options')
    .select('id')
    .where('proposal_option_group_id', '=', og.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const o of options.slice(1)) {
    const made = await newOptionInGroup(db, proposalId, og.proposal_service_group_id, await name(), false);
    // The new group's empty option is replaced by the moved one.
    await db.deleteFrom('proposal_options').where('id', '=', made.optionId).execute();
    await db
      .updateTable('proposal_options')
      .set({ proposal_option_group_id: made.optionGroupId, sort_order: 0 })
      .where('id', '=', o.id)
      .execute();
  }
}

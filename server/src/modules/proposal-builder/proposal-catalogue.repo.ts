import { CatalogueStatuses } from '@canopy/shared';
import type { Db } from '../../platform/db';

// The catalogue and proposal rows the builder's rules read before it writes.

export function serviceById(db: Db, id: number) {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

export function materialById(db: Db, id: number) {
  return db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The active services, by group and name, for the builder's choices. */
export function activeServices(db: Db) {
  return db
    .selectFrom('services')
    .select(['id', 'name', 'service_group_id', 'service_type_id'])
    .where('status_id', '=', CatalogueStatuses.Active)
    .orderBy('service_group_id')
    .orderBy('name')
    .execute();
}

export async function serviceVisitIds(db: Db, serviceId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('service_visits')
    .select('id')
    .where('service_id', '=', serviceId)
    .execute();
  return new Set(rows.map((v) => v.id));
}

/** Daily rates of the equipment types named; an unknown id is simply missing from the answer. */
export function equipmentRates(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('equipment_types').select(['id', 'daily_rate_cents']).where('id', 'in', ids).execute();
}

export async function promotionsOf(db: Db, proposalId: number) {
  return db
    .selectFrom('proposal_promotions as pp')
    .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
    .select(['p.name', 'p.discount_e2'])
    .where('pp.proposal_id', '=', proposalId)
    .orderBy('p.id')
    .execute();
}

export async function hasGroups(db: Db, proposalId: number): Promise<boolean> {
  const g = await db
    .selectFrom('proposal_groups')
    .select('id')
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst();
  return g !== undefined;
}

/** A service of the option, with its catalogue type, and the inventory items it treats in order. */
export async function optionServiceWithItems(db: Db, optionId: number, id: number) {
  const owner = await db
    .selectFrom('proposal_item_services as s')
    .innerJoin('services as c', 'c.id', 's.service_id')
    .select(['s.id', 's.service_id', 'c.service_type_id'])
    .where('s.id', '=', id)
    .where('s.proposal_option_id', '=', optionId)
    .executeTakeFirst();
  if (!owner) return undefined;
  const lines = await db
    .selectFrom('proposal_item_service_service_items')
    .select('service_item_id')
    .where('proposal_item_service_id', '=', owner.id)
    .orderBy('id')
    .execute();
  return { ...owner, serviceItemIds: lines.map((l) => l.service_item_id) };
}

import { sql } from 'kysely';
import type { Db } from '../../platform/db';

/** A customer inventory item as the legacy screen names it: type, size and where it stands. */
export const itemName = (r: { type_name: string | null; size_name: string | null; place: string | null }) =>
  [r.type_name ?? 'Item', r.size_name ? `(${r.size_name})` : '', r.place ? `– ${r.place}` : '']
    .filter(Boolean)
    .join(' ');

/** Reads of the contract detail screen and its legacy service items. */
export function contractDetailRepo(db: Db) {
  const items = () =>
    db
      .selectFrom('service_items as i')
      .leftJoin('inventory_item_types as t', 't.id', 'i.type_id')
      .leftJoin('inventory_other_item_types as o', 'o.id', 'i.other_item_type_id')
      .leftJoin('inventory_sizes as s', 's.id', 'i.size_id')
      .leftJoin('inventory_locations as il', 'il.id', 'i.item_location_id')
      .select([
        'i.id',
        'i.account_location_id',
        sql<string | null>`coalesce(t.name, o.name)`.as('type_name'),
        's.name as size_name',
        'il.name as place',
      ]);

  return {
    /** The contract's service lines with their group, service and classification. */
    lines(proposalId: number) {
      return db
        .selectFrom('proposal_item_services as l')
        .innerJoin('services as sv', 'sv.id', 'l.service_id')
        .leftJoin('proposal_option_groups as og', (j) =>
          j.on((eb) =>
            eb(
              'og.id',
              '=',
              eb
                .selectFrom('proposal_options as po')
                .select('po.proposal_option_group_id')
                .whereRef('po.id', '=', 'l.proposal_option_id'),
            ),
          ),
        )
        .leftJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
        .select([
          'l.id',
          'l.edited_cost_cents',
          'l.prev_actual_cost_cents',
          'l.total_cost_cents',
          'sv.name as service_name',
          'sv.service_classification_id',
          'g.name as group_name',
        ])
        .where('l.proposal_id', '=', proposalId)
        .orderBy('l.order_number')
        .orderBy('l.id')
        .execute();
    },

    /** The service items each of these lines is for. */
    lineItems(lineIds: number[]) {
      if (!lineIds.length) return Promise.resolve([]);
      return items()
        .innerJoin('proposal_item_service_service_items as x', 'x.service_item_id', 'i.id')
        .select('x.proposal_item_service_id')
        .where('x.proposal_item_service_id', 'in', lineIds)
        .orderBy('x.id')
        .execute();
    },

    /** The customer inventory of a location: what a legacy contract's lines may be pointed at. */
    locationItems(locationId: number) {
      return items().where('i.account_location_id', '=', locationId).orderBy('i.id').execute();
    },

    /** The line if it belongs to this contract. */
    line(proposalId: number, lineId: number) {
      return db
        .selectFrom('proposal_item_services')
        .select(['id', 'proposal_id'])
        .where('id', '=', lineId)
        .where('proposal_id', '=', proposalId)
        .executeTakeFirst();
    },
  };
}

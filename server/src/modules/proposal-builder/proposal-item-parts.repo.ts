import type { Db } from '../../platform/db';

// The parts of a proposal's service that a save replaces whole: its inventory item lines, equipment,
// visits and chemicals; and the removals of one builder row.

export interface StoredLine {
  service_item_id: number;
  service_units_e2: number;
  pricing_units_e2: number;
}

export async function replaceServiceLines(db: Db, serviceId: number, lines: readonly StoredLine[]) {
  await db
    .deleteFrom('proposal_item_service_service_items')
    .where('proposal_item_service_id', '=', serviceId)
    .execute();
  if (lines.length)
    await db
      .insertInto('proposal_item_service_service_items')
      .values(lines.map((l) => ({ ...l, proposal_item_service_id: serviceId })))
      .execute();
}

export async function replaceServiceEquipment(
  db: Db,
  serviceId: number,
  equipmentTypeIds: readonly number[],
) {
  await db
    .deleteFrom('proposal_item_service_equipment')
    .where('proposal_item_service_id', '=', serviceId)
    .execute();
  if (equipmentTypeIds.length)
    await db
      .insertInto('proposal_item_service_equipment')
      .values(equipmentTypeIds.map((e) => ({ proposal_item_service_id: serviceId, equipment_type_id: e })))
      .execute();
}

export interface StoredVisit {
  serviceVisitId: number;
  includeInProgram: boolean;
  includeThisYear: boolean;
}

export async function replaceServiceVisits(db: Db, serviceId: number, visits: readonly StoredVisit[]) {
  await db
    .deleteFrom('proposal_item_service_visits')
    .where('proposal_item_service_id', '=', serviceId)
    .execute();
  if (visits.length)
    await db
      .insertInto('proposal_item_service_visits')
      .values(
        visits.map((v) => ({
          proposal_item_service_id: serviceId,
          service_visit_id: v.serviceVisitId,
          include_in_program: v.includeInProgram ? 1 : 0,
          include_this_year: v.includeThisYear ? 1 : 0,
        })),
      )
      .execute();
}

export async function replaceServiceChemicals(db: Db, serviceId: number, chemicalIds: readonly number[]) {
  await db
    .deleteFrom('proposal_item_service_chemicals')
    .where('proposal_item_service_id', '=', serviceId)
    .execute();
  if (chemicalIds.length)
    await db
      .insertInto('proposal_item_service_chemicals')
      .values(chemicalIds.map((c) => ({ proposal_item_service_id: serviceId, chemical_id: c })))
      .execute();
}

/** A new edited cost (or none) on the service, counted as a save of it. */
export async function setEditedCost(db: Db, serviceId: number, editedCents: number | null) {
  await db
    .updateTable('proposal_item_services')
    .set((eb) => ({ edited_cost_cents: editedCents, version: eb('version', '+', 1) }))
    .where('id', '=', serviceId)
    .execute();
}

export async function setServiceEquipmentFlags(
  db: Db,
  serviceId: number,
  none: boolean,
  subtotalCents: number,
) {
  await db
    .updateTable('proposal_item_services')
    .set({ requires_no_equipment: none ? 1 : 0, equipment_subtotal_cents: subtotalCents })
    .where('id', '=', serviceId)
    .execute();
}

export type RemoveTarget =
  | 'ProposalItemService'
  | 'ProposalItemMaterial'
  | 'ProposalGroup'
  | 'ProposalOption'
  | 'ProposalItemServiceServiceItem';

/**
 * Deletes the target row of the proposal: false when it is not there; a removed inventory item line
 * answers its service's id, for the service to be priced again.
 */
export async function removeTarget(
  db: Db,
  target: RemoveTarget,
  proposalId: number,
  id: number,
): Promise<boolean | number> {
  const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows) > 0;
  const groups = db.selectFrom('proposal_groups').select('id').where('proposal_id', '=', proposalId);
  switch (target) {
    case 'ProposalItemService':
    case 'ProposalItemMaterial':
    case 'ProposalGroup': {
      const table = {
        ProposalItemService: 'proposal_item_services',
        ProposalItemMaterial: 'proposal_item_materials',
        ProposalGroup: 'proposal_groups',
      } as const;
      return n(
        await db
          .deleteFrom(table[target])
          .where('id', '=', id)
          .where('proposal_id', '=', proposalId)
          .executeTakeFirst(),
      );
    }
    case 'ProposalOption':
      return n(
        await db
          .deleteFrom('proposal_options')
          .where('id', '=', id)
          .where(
            'proposal_option_group_id',
            'in',
            db.selectFrom('proposal_option_groups').select('id').where('proposal_group_id', 'in', groups),
          )
          .executeTakeFirst(),
      );
    case 'ProposalItemServiceServiceItem': {
      const line = await db
        .selectFrom('proposal_item_service_service_items as l')
        .innerJoin('proposal_item_services as s', 's.id', 'l.proposal_item_service_id')
        .select('s.id')
        .where('l.id', '=', id)
        .where('s.proposal_id', '=', proposalId)
        .executeTakeFirst();
      if (!line) return false;
      await db.deleteFrom('proposal_item_service_service_items').where('id', '=', id).execute();
      return line.id;
    }
  }
}

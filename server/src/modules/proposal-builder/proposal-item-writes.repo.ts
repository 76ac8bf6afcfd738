import type { Db } from '../../platform/db';

/** One whole unit of an inventory item, in hundredths, until the rep says otherwise. */
export const ONE_UNIT = 100;

export interface NewService {
  proposalId: number;
  optionId: number;
  serviceGroupRowId: number;
  serviceId: number;
  quantity: number;
  description: string | null;
  totalCents: number | null;
  perVisitCents: number | null;
  serviceItemIds: readonly number[];
  visitIds: readonly number[];
  chemicalIds: readonly number[];
}

/** A service in an option with its inventory items (one unit each), visits and chemicals; its id. */
export async function insertService(db: Db, s: NewService): Promise<number> {
  const last = await db
    .selectFrom('proposal_item_services')
    .select((eb) => eb.fn.max('order_number').as('m'))
    .where('proposal_option_id', '=', s.optionId)
    .executeTakeFirst();
  const { id } = await db
    .insertInto('proposal_item_services')
    .values({
      proposal_id: s.proposalId,
      proposal_option_id: s.optionId,
      proposal_service_group_id: s.serviceGroupRowId,
      service_id: s.serviceId,
      quantity: s.quantity,
      description: s.description,
      total_cost_cents: s.totalCents,
      per_visit_cost_cents: s.perVisitCents,
      order_number: last?.m == null ? 0 : Number(last.m) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (s.serviceItemIds.length)
    await db
      .insertInto('proposal_item_service_service_items')
      .values(
        s.serviceItemIds.map((itemId) => ({
          proposal_item_service_id: id,
          service_item_id: itemId,
          service_units_e2: ONE_UNIT,
          pricing_units_e2: ONE_UNIT,
        })),
      )
      .execute();
  if (s.visitIds.length)
    await db
      .insertInto('proposal_item_service_visits')
      .values(s.visitIds.map((v) => ({ proposal_item_service_id: id, service_visit_id: v })))
      .execute();
  if (s.chemicalIds.length)
    await db
      .insertInto('proposal_item_service_chemicals')
      .values(s.chemicalIds.map((c) => ({ proposal_item_service_id: id, chemical_id: c })))
      .execute();
  return id;
}

export interface NewMaterial {
  proposalId: number;
  optionId: number;
  serviceGroupRowId: number;
  materialId: number;
  proposalItemServiceId: number | null;
  serviceItemId: number | null;
  quantityE2: number;
  unitPriceCents: number;
}

export async function insertMaterial(db: Db, m: NewMaterial): Promise<number> {
  const last = await db
    .selectFrom('proposal_item_materials')
    .select((eb) => eb.fn.max('order_number').as('m'))
    .where('proposal_option_id', '=', m.optionId)
    .executeTakeFirst();
  const { id } = await db
    .insertInto('proposal_item_materials')
    .values({
      proposal_id: m.proposalId,
      proposal_option_id: m.optionId,
      proposal_service_group_id: m.serviceGroupRowId,
      material_id: m.materialId,
      proposal_item_service_id: m.proposalItemServiceId,
      service_item_id: m.serviceItemId,
      quantity_e2: m.quantityE2,
      unit_price_cents: m.unitPriceCents,
      order_number: last?.m == null ? 0 : Number(last.m) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** What an added service brings from the catalogue: its visits (in order) and its chemicals. */
export async function catalogueParts(db: Db, serviceId: number) {
  const [visits, chemicals] = await Promise.all([
    db
      .selectFrom('service_visits')
      .select('id')
      .where('service_id', '=', serviceId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('service_chemicals').select('chemical_id').where('service_id', '=', serviceId).execute(),
  ]);
  return { visitIds: visits.map((v) => v.id), chemicalIds: chemicals.map((c) => c.chemical_id) };
}

/** How many services the proposal has (Arbor Care's material-only add needs one). */
export async function serviceCount(db: Db, proposalId: number): Promise<number> {
  const r = await db
    .selectFrom('proposal_item_services')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('proposal_id', '=', proposalId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** An option of the proposal with its group's service group (the catalogue's id and the proposal's row). */
export async function optionWithServiceGroup(db: Db, proposalId: number, optionId: number) {
  return db
    .selectFrom('proposal_options as o')
    .innerJoin('proposal_option_groups as og', 'og.id', 'o.proposal_option_group_id')
    .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
    .innerJoin('proposal_service_groups as sg', 'sg.id', 'g.proposal_service_group_id')
    .select(['o.id', 'sg.id as service_group_row_id', 'sg.service_group_id'])
    .where('o.id', '=', optionId)
    .where('g.proposal_id', '=', proposalId)
    .executeTakeFirst();
}

/** The crew size the proposal's work needs. */
export async function setProposalCrew(db: Db, proposalId: number, crew: number) {
  await db
    .updateTable('proposals')
    .set({ crew, updated_at: new Date().toISOString() })
    .where('id', '=', proposalId)
    .execute();
}

/** The proposal's equipment becomes exactly these equipment types. */
export async function replaceProposalEquipment(
  db: Db,
  proposalId: number,
  equipmentTypeIds: readonly number[],
) {
  await db.deleteFrom('proposal_equipment').where('proposal_id', '=', proposalId).execute();
  if (equipmentTypeIds.length)
    await db
      .insertInto('proposal_equipment')
      .values(equipmentTypeIds.map((e) => ({ proposal_id: proposalId, equipment_type_id: e })))
      .execute();
}

/** Which of these equipment types exist. */
export async function existingEquipmentTypes(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('equipment_types')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}

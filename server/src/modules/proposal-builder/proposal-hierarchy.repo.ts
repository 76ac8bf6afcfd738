import type { Db } from '../../platform/db';

// The builder's reads: the hierarchy of proposals in a handful of statements (one per table, never
// one per row or per proposal).

const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);

export async function readHierarchy(db: Db, proposalId: number) {
  return (await readHierarchies(db, [proposalId])).get(proposalId)!;
}

/**
 * The hierarchies of several proposals in the statements of one: a device's copies of many work
 * authorizations cost what one does.
 */
export async function readHierarchies(db: Db, proposalIds: number[]) {
  const ps = [...new Set(proposalIds)];
  if (!ps.length) return new Map<number, never>();
  const [serviceGroups, groups, services, materials, equipment] = await Promise.all([
    db
      .selectFrom('proposal_service_groups')
      .selectAll()
      .where('proposal_id', 'in', ps)
      .orderBy('proposal_sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('proposal_groups')
      .selectAll()
      .where('proposal_id', 'in', ps)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    itemServices(db, { proposalIds: ps }),
    itemMaterials(db, { proposalIds: ps }),
    db
      .selectFrom('proposal_equipment as e')
      .innerJoin('equipment_types as t', 't.id', 'e.equipment_type_id')
      .select(['e.id', 'e.proposal_id', 'e.equipment_type_id', 't.name'])
      .where('e.proposal_id', 'in', ps)
      .orderBy('t.name')
      .orderBy('e.id')
      .execute(),
  ]);
  const optionGroups = groups.length
    ? await db
        .selectFrom('proposal_option_groups')
        .selectAll()
        .where('proposal_group_id', 'in', ids(groups))
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : [];
  const options = optionGroups.length
    ? await db
        .selectFrom('proposal_options')
        .selectAll()
        .where('proposal_option_group_id', 'in', ids(optionGroups))
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : [];
  const groupOf = new Map(groups.map((g) => [g.id, g.proposal_id]));
  const optionGroupOf = new Map(optionGroups.map((o) => [o.id, groupOf.get(o.proposal_group_id)]));
  const of = (p: number) => ({
    serviceGroups: serviceGroups.filter((x) => x.proposal_id === p),
    groups: groups.filter((x) => x.proposal_id === p),
    optionGroups: optionGroups.filter((x) => groupOf.get(x.proposal_group_id) === p),
    options: options.filter((x) => optionGroupOf.get(x.proposal_option_group_id) === p),
    services: services.filter((x) => x.proposal_id === p),
    materials: materials.filter((x) => x.proposal_id === p),
    equipment: equipment.filter((x) => x.proposal_id === p).map(({ proposal_id: _, ...e }) => e),
  });
  return new Map(ps.map((p) => [p, of(p)]));
}
export type Hierarchy = Awaited<ReturnType<typeof readHierarchy>>;

export async function itemServices(db: Db, by: { proposalId?: number; proposalIds?: number[]; id?: number }) {
  let q = db
    .selectFrom('proposal_item_services as s')
    .innerJoin('services as c', 'c.id', 's.service_id')
    .selectAll('s')
    .select(['c.name as service_name', 'c.service_type_id']);
  if (by.proposalId !== undefined) q = q.where('s.proposal_id', '=', by.proposalId);
  if (by.proposalIds !== undefined) q = q.where('s.proposal_id', 'in', by.proposalIds);
  if (by.id !== undefined) q = q.where('s.id', '=', by.id);
  const rows = await q.orderBy('s.order_number').orderBy('s.id').execute();
  const serviceIds = ids(rows);
  if (!serviceIds.length) return [];
  const [equipment, visits, chemicals, items, photos] = await Promise.all([
    db
      .selectFrom('proposal_item_service_equipment as e')
      .innerJoin('equipment_types as t', 't.id', 'e.equipment_type_id')
      .select(['e.id', 'e.proposal_item_service_id', 'e.equipment_type_id', 't.name', 't.daily_rate_cents'])
      .where('e.proposal_item_service_id', 'in', serviceIds)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('proposal_item_service_visits as v')
      .innerJoin('service_visits as sv', 'sv.id', 'v.service_visit_id')
      .select([
        'v.id',
        'v.proposal_item_service_id',
        'v.service_visit_id',
        'v.include_in_program',
        'v.include_this_year',
        'sv.title',
        'sv.month_start',
        'sv.day_start',
      ])
      .where('v.proposal_item_service_id', 'in', serviceIds)
      .orderBy('sv.sort_order')
      .orderBy('v.id')
      .execute(),
    db
      .selectFrom('proposal_item_service_chemicals as pc')
      .innerJoin('chemicals as ch', 'ch.id', 'pc.chemical_id')
      .select(['pc.id', 'pc.proposal_item_service_id', 'pc.chemical_id', 'ch.name'])
      .where('pc.proposal_item_service_id', 'in', serviceIds)
      .orderBy('pc.id')
      .execute(),
    db
      .selectFrom('proposal_item_service_service_items as l')
      .innerJoin('service_items as i', 'i.id', 'l.service_item_id')
      .leftJoin('inventory_item_types as t', 't.id', 'i.type_id')
      .leftJoin('inventory_other_item_types as o', 'o.id', 'i.other_item_type_id')
      .leftJoin('inventory_sizes as z', 'z.id', 'i.size_id')
      .select([
        'l.id',
        'l.proposal_item_service_id',
        'l.service_item_id',
        'l.service_units_e2',
        'l.pricing_units_e2',
        'i.size_id',
        't.name as type_name',
        'o.name as other_name',
        'z.name as size_name',
      ])
      .where('l.proposal_item_service_id', 'in', serviceIds)
      .orderBy('l.id')
      .execute(),
    db
      .selectFrom('proposal_item_service_photos')
      .selectAll()
      .where('proposal_item_service_id', 'in', serviceIds)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const of = <T extends { proposal_item_service_id: number }>(list: T[], id: number) =>
    list.filter((x) => x.proposal_item_service_id === id);
  return rows.map((r) => ({
    ...r,
    equipment: of(equipment, r.id),
    visits: of(visits, r.id),
    chemicals: of(chemicals, r.id),
    items: of(items, r.id),
    photos: of(photos, r.id),
  }));
}
export type ItemServiceRow = Awaited<ReturnType<typeof itemServices>>[number];

export async function itemMaterials(
  db: Db,
  by: { proposalId?: number; proposalIds?: number[]; id?: number },
) {
  let q = db
    .selectFrom('proposal_item_materials as m')
    .innerJoin('materials as c', 'c.id', 'm.material_id')
    .selectAll('m')
    .select(['c.name as material_name', 'c.material_type_id']);
  if (by.proposalId !== undefined) q = q.where('m.proposal_id', '=', by.proposalId);
  if (by.proposalIds !== undefined) q = q.where('m.proposal_id', 'in', by.proposalIds);
  if (by.id !== undefined) q = q.where('m.id', '=', by.id);
  const rows = await q.orderBy('m.order_number').orderBy('m.id').execute();
  if (!rows.length) return [];
  const photos = await db
    .selectFrom('proposal_item_material_photos')
    .selectAll()
    .where('proposal_item_material_id', 'in', ids(rows))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, photos: photos.filter((p) => p.proposal_item_material_id === r.id) }));
}
export type ItemMaterialRow = Awaited<ReturnType<typeof itemMaterials>>[number];

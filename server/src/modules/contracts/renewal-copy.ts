import { sql } from 'kysely';
import {
  ContractStatuses,
  increased,
  ProposalStatuses,
  ProposalTypes,
  ServiceClassifications as C,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { inIds, nowIso } from '../../platform/db';
import { insertReturningIds, insertRows } from './bulk-insert';

/** Increases per service classification, in hundredths of a percent (Spray, Fertilization, Lawn). */
export interface Increases {
  plantHealthCare: number;
  fertilization: number;
  lawnCare: number;
}

// Spec §9: plant health care services are classified Spray, fertilization Fertilization, lawn care Lawn.
const increaseOf = (inc: Increases, classificationId: number | null) =>
  classificationId === C.Spray
    ? inc.plantHealthCare
    : classificationId === C.Fertilization
      ? inc.fertilization
      : classificationId === C.Lawn
        ? inc.lawnCare
        : 0;

/** Spec §4: the price a line stands at, by the builder's precedence. */
const priceOf = (l: {
  edited_cost_cents: number | null;
  prev_actual_cost_cents: number | null;
  total_cost_cents: number | null;
}) => l.edited_cost_cents ?? l.prev_actual_cost_cents ?? l.total_cost_cents ?? 0;

/**
 * Contracts whose renewable service lines fall due in `year`: a line of a contract for year y whose
 * service recurs every r years (1 when unset) is due in y + r. A contract already renewed for the
 * year is left out, so a run resumed after a crash, or the same year run again, adds nothing.
 */
export function dueSources(db: Db, year: number, maxRecurrence: number) {
  return db
    .selectFrom('proposals as p')
    .where('p.proposal_type_id', '=', ProposalTypes.Contract)
    .where('p.year_of_work', '>=', year - maxRecurrence)
    .where('p.year_of_work', '<', year)
    .where('p.status_id', '<>', ProposalStatuses.Cancelled)
    .where((eb) => eb(eb.fn.coalesce('p.contract_status_id', eb.lit(0)), '<>', ContractStatuses.Rejected))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('contract_renewals as r')
            .select('r.year')
            .whereRef('r.source_proposal_id', '=', 'p.id')
            .where('r.year', '=', year),
        ),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('proposal_item_services as l')
          .innerJoin('services as sv', 'sv.id', 'l.service_id')
          .select('l.id')
          .whereRef('l.proposal_id', '=', 'p.id')
          .where('sv.renewable_service', '=', 1)
          .where(sql<boolean>`p.year_of_work + coalesce(sv.recurrence, 1) = ${year}`),
      ),
    );
}

type Line = Awaited<ReturnType<typeof dueLines>>[number];

/** The due lines of `sourceIds`, in a stable order (contract, then line). */
function dueLines(trx: Db, sourceIds: readonly number[], year: number) {
  return trx
    .selectFrom('proposal_item_services as l')
    .innerJoin('proposals as p', 'p.id', 'l.proposal_id')
    .innerJoin('services as sv', 'sv.id', 'l.service_id')
    .selectAll('l')
    .select('sv.service_classification_id')
    .where(inIds(trx, 'l.proposal_id', sourceIds))
    .where('sv.renewable_service', '=', 1)
    .where(sql<boolean>`p.year_of_work + coalesce(sv.recurrence, 1) = ${year}`)
    .orderBy('l.proposal_id')
    .orderBy('l.id')
    .execute();
}

/** `ids` without repeats, in first-seen order. */
const distinct = (ids: Iterable<number>) => [...new Set(ids)];

function mapOf(from: readonly number[], to: readonly number[]) {
  const m = new Map<number, number>();
  from.forEach((id, i) => m.set(id, to[i]!));
  return m;
}
const at = (m: Map<number, number>, id: number) => {
  const v = m.get(id);
  if (v === undefined) throw new Error(`renewal copy: no new id for ${id}`);
  return v;
};

/**
 * Copies a batch of contracts into `year` with their due lines only (and the groups, options,
 * visits, service items, chemicals, equipment and materials hanging from them), each line's price
 * raised by its classification's increase. One statement per level of the hierarchy, whatever the
 * batch's size; the caller runs it in one transaction. Returns the new contracts' ids.
 */
export async function renewBatch(
  trx: Db,
  sourceIds: readonly number[],
  year: number,
  inc: Increases,
  jobId: number,
  createdById: number | null,
): Promise<number[]> {
  if (!sourceIds.length) return [];
  const sources = await trx
    .selectFrom('proposals')
    .selectAll()
    .where(inIds(trx, 'id', sourceIds))
    .orderBy('id')
    .execute();
  const lines = await dueLines(trx, sourceIds, year);
  const now = nowIso();
  const newIds = await insertReturningIds(
    trx,
    'proposals',
    sources.map((src) => ({
      proposal_type_id: ProposalTypes.Contract,
      status_id: ProposalStatuses.Created,
      contract_status_id: ContractStatuses.Created,
      sales_rep_id: src.sales_rep_id,
      created_by_id: createdById,
      account_id: src.account_id,
      account_location_id: src.account_location_id,
      branch_id: src.branch_id,
      notes: src.notes,
      year_of_work: year,
      crew: src.crew,
      created_at: now,
      updated_at: now,
    })),
  );
  await trx
    .updateTable('proposals')
    .set((eb) => ({ proposal_number: eb.ref('id') }))
    .where(inIds(trx, 'id', newIds))
    .execute();
  const proposals = mapOf(
    sources.map((s) => s.id),
    newIds,
  );

  const serviceGroups = await copyServiceGroups(trx, lines, proposals);
  const options = await copyOptions(trx, lines, proposals, serviceGroups);
  const lineIds = await insertReturningIds(
    trx,
    'proposal_item_services',
    lines.map((l) => {
      const raise = increaseOf(inc, l.service_classification_id);
      const price = increased(priceOf(l), raise);
      return {
        proposal_id: at(proposals, l.proposal_id),
        proposal_option_id: at(options, l.proposal_option_id),
        proposal_service_group_id: at(serviceGroups, l.proposal_service_group_id),
        service_id: l.service_id,
        quantity: l.quantity,
        crew: l.crew,
        description: l.description,
        edited_cost_cents: null,
        // Last year's raised price carries forward as the line's price (the builder's precedence).
        prev_actual_cost_cents: price,
        total_cost_cents: price,
        per_visit_cost_cents:
          l.per_visit_cost_cents == null ? null : increased(l.per_visit_cost_cents, raise),
        equipment_subtotal_cents: l.equipment_subtotal_cents,
        estimated_hours_e2: l.estimated_hours_e2,
        requires_no_equipment: l.requires_no_equipment,
        order_number: l.order_number,
      };
    }),
  );
  const lineMap = mapOf(
    lines.map((l) => l.id),
    lineIds,
  );
  await copyLineParts(trx, lineMap);
  await copyMaterials(trx, lineMap, proposals, options, serviceGroups);
  await insertRows(
    trx,
    'contract_renewals',
    sources.map((s) => ({ source_proposal_id: s.id, year, proposal_id: at(proposals, s.id), job_id: jobId })),
  );
  return newIds;
}

async function copyServiceGroups(trx: Db, lines: readonly Line[], proposals: Map<number, number>) {
  const oldIds = distinct(lines.map((l) => l.proposal_service_group_id)).sort((a, b) => a - b);
  if (!oldIds.length) return new Map<number, number>();
  const groups = await trx
    .selectFrom('proposal_service_groups')
    .selectAll()
    .where(inIds(trx, 'id', oldIds))
    .orderBy('id')
    .execute();
  const ids = await insertReturningIds(
    trx,
    'proposal_service_groups',
    groups.map((g) => ({
      proposal_id: at(proposals, g.proposal_id),
      service_group_id: g.service_group_id,
      proposal_sort_order: g.proposal_sort_order,
      definition: g.definition,
      recommendation: g.recommendation,
    })),
  );
  return mapOf(
    groups.map((g) => g.id),
    ids,
  );
}

/** Each due option gets its own group and option group, as the builder makes them. */
async function copyOptions(
  trx: Db,
  lines: readonly Line[],
  proposals: Map<number, number>,
  serviceGroups: Map<number, number>,
) {
  const firstLine = new Map<number, Line>();
  for (const l of lines) if (!firstLine.has(l.proposal_option_id)) firstLine.set(l.proposal_option_id, l);
  const oldIds = [...firstLine.keys()].sort((a, b) => a - b);
  if (!oldIds.length) return new Map<number, number>();
  const opts = await trx
    .selectFrom('proposal_options as o')
    .innerJoin('proposal_option_groups as og', 'og.id', 'o.proposal_option_group_id')
    .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
    .select([
      'o.id',
      'o.sort_order as o_sort',
      'og.sort_order as og_sort',
      'g.name',
      'g.separate_work_order_group',
      'g.show_pricing',
      'g.sort_order as g_sort',
    ])
    .where(inIds(trx, 'o.id', oldIds))
    .orderBy('o.id')
    .execute();
  const groupIds = await insertReturningIds(
    trx,
    'proposal_groups',
    opts.map((o) => {
      const l = firstLine.get(o.id)!;
      return {
        proposal_id: at(proposals, l.proposal_id),
        proposal_service_group_id: at(serviceGroups, l.proposal_service_group_id),
        name: o.name,
        separate_work_order_group: o.separate_work_order_group,
        show_pricing: o.show_pricing,
        sort_order: o.g_sort,
      };
    }),
  );
  const ogIds = await insertReturningIds(
    trx,
    'proposal_option_groups',
    opts.map((o, i) => ({ proposal_group_id: groupIds[i]!, sort_order: o.og_sort })),
  );
  const optIds = await insertReturningIds(
    trx,
    'proposal_options',
    opts.map((o, i) => ({ proposal_option_group_id: ogIds[i]!, sort_order: o.o_sort })),
  );
  return mapOf(
    opts.map((o) => o.id),
    optIds,
  );
}

/** A line's visits, service items, chemicals and equipment come along unchanged. */
async function copyLineParts(trx: Db, lineMap: Map<number, number>) {
  const old = [...lineMap.keys()];
  if (!old.length) return;
  const of = (column: string) => inIds(trx, column, old);
  const visits = await trx
    .selectFrom('proposal_item_service_visits')
    .selectAll()
    .where(of('proposal_item_service_id'))
    .orderBy('id')
    .execute();
  await insertRows(
    trx,
    'proposal_item_service_visits',
    visits.map((v) => ({
      proposal_item_service_id: at(lineMap, v.proposal_item_service_id),
      service_visit_id: v.service_visit_id,
      include_in_program: v.include_in_program,
      include_this_year: v.include_in_program,
    })),
  );
  const items = await trx
    .selectFrom('proposal_item_service_service_items')
    .selectAll()
    .where(of('proposal_item_service_id'))
    .orderBy('id')
    .execute();
  await insertRows(
    trx,
    'proposal_item_service_service_items',
    items.map((s) => ({
      proposal_item_service_id: at(lineMap, s.proposal_item_service_id),
      service_item_id: s.service_item_id,
      service_units_e2: s.service_units_e2,
      pricing_units_e2: s.pricing_units_e2,
    })),
  );
  const chemicals = await trx
    .selectFrom('proposal_item_service_chemicals')
    .selectAll()
    .where(of('proposal_item_service_id'))
    .orderBy('id')
    .execute();
  await insertRows(
    trx,
    'proposal_item_service_chemicals',
    chemicals.map((c) => ({
      proposal_item_service_id: at(lineMap, c.proposal_item_service_id),
      chemical_id: c.chemical_id,
    })),
  );
  const equipment = await trx
    .selectFrom('proposal_item_service_equipment')
    .selectAll()
    .where(of('proposal_item_service_id'))
    .orderBy('id')
    .execute();
  await insertRows(
    trx,
    'proposal_item_service_equipment',
    equipment.map((e) => ({
      proposal_item_service_id: at(lineMap, e.proposal_item_service_id),
      equipment_type_id: e.equipment_type_id,
    })),
  );
}

/** Materials of a due line come along at last year's prices (they belong to no classification). */
async function copyMaterials(
  trx: Db,
  lineMap: Map<number, number>,
  proposals: Map<number, number>,
  options: Map<number, number>,
  serviceGroups: Map<number, number>,
) {
  const old = [...lineMap.keys()];
  if (!old.length) return;
  const materials = await trx
    .selectFrom('proposal_item_materials')
    .selectAll()
    .where(inIds(trx, 'proposal_item_service_id', old))
    .orderBy('id')
    .execute();
  await insertRows(
    trx,
    'proposal_item_materials',
    materials
      .filter((m) => options.has(m.proposal_option_id) && serviceGroups.has(m.proposal_service_group_id))
      .map((m) => ({
        proposal_id: at(proposals, m.proposal_id),
        proposal_option_id: at(options, m.proposal_option_id),
        proposal_service_group_id: at(serviceGroups, m.proposal_service_group_id),
        material_id: m.material_id,
        proposal_item_service_id: at(lineMap, m.proposal_item_service_id!),
        service_item_id: m.service_item_id,
        description: m.description,
        quantity_e2: m.quantity_e2,
        unit_price_cents: m.unit_price_cents,
        actual_cost_cents: m.actual_cost_cents,
        edited_cost_cents: m.edited_cost_cents,
        show_pricing: m.show_pricing,
        order_number: m.order_number,
      })),
  );
}

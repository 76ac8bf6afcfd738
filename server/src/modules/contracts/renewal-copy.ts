import { sql } from 'kysely';
import {
  ContractStatuses,
  increased,
  ProposalStatuses,
  ProposalTypes,
  ServiceClassifications as C,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { nowIso } from '../../platform/db';

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

/**
 * Copies one contract into `year` with its due lines only (and the groups and options holding
 * them), each line's price raised by its classification's increase. Returns the new contract's id.
 */
export async function renewContract(
  trx: Db,
  sourceId: number,
  year: number,
  inc: Increases,
  jobId: number,
  createdById: number | null,
): Promise<number> {
  const src = await trx
    .selectFrom('proposals')
    .selectAll()
    .where('id', '=', sourceId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('proposal_item_services as l')
    .innerJoin('services as sv', 'sv.id', 'l.service_id')
    .selectAll('l')
    .select('sv.service_classification_id')
    .where('l.proposal_id', '=', sourceId)
    .where('sv.renewable_service', '=', 1)
    .where(sql<boolean>`${src.year_of_work} + coalesce(sv.recurrence, 1) = ${year}`)
    .orderBy('l.id')
    .execute();
  const now = nowIso();
  const { id } = await trx
    .insertInto('proposals')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('proposals').set({ proposal_number: id }).where('id', '=', id).execute();

  const serviceGroups = new Map<number, number>();
  const options = new Map<number, number>();
  for (const l of lines) {
    const sg = await copyServiceGroup(trx, l.proposal_service_group_id, id, serviceGroups);
    const option = await copyOption(trx, l.proposal_option_id, id, sg, options);
    const price = increased(priceOf(l), increaseOf(inc, l.service_classification_id));
    const per =
      l.per_visit_cost_cents == null
        ? null
        : increased(l.per_visit_cost_cents, increaseOf(inc, l.service_classification_id));
    const line = await trx
      .insertInto('proposal_item_services')
      .values({
        proposal_id: id,
        proposal_option_id: option,
        proposal_service_group_id: sg,
        service_id: l.service_id,
        quantity: l.quantity,
        crew: l.crew,
        description: l.description,
        edited_cost_cents: null,
        // Last year's raised price carries forward as the line's price (the builder's precedence).
        prev_actual_cost_cents: price,
        total_cost_cents: price,
        per_visit_cost_cents: per,
        equipment_subtotal_cents: l.equipment_subtotal_cents,
        estimated_hours_e2: l.estimated_hours_e2,
        requires_no_equipment: l.requires_no_equipment,
        order_number: l.order_number,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyLineParts(trx, l.id, line.id);
  }
  await trx
    .insertInto('contract_renewals')
    .values({ source_proposal_id: sourceId, year, proposal_id: id, job_id: jobId })
    .execute();
  return id;
}

async function copyServiceGroup(trx: Db, oldId: number, proposalId: number, seen: Map<number, number>) {
  const known = seen.get(oldId);
  if (known) return known;
  const g = await trx
    .selectFrom('proposal_service_groups')
    .selectAll()
    .where('id', '=', oldId)
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('proposal_service_groups')
    .values({
      proposal_id: proposalId,
      service_group_id: g.service_group_id,
      proposal_sort_order: g.proposal_sort_order,
      definition: g.definition,
      recommendation: g.recommendation,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  seen.set(oldId, id);
  return id;
}

async function copyOption(trx: Db, oldId: number, proposalId: number, sg: number, seen: Map<number, number>) {
  const known = seen.get(oldId);
  if (known) return known;
  const o = await trx
    .selectFrom('proposal_options as o')
    .innerJoin('proposal_option_groups as og', 'og.id', 'o.proposal_option_group_id')
    .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
    .select([
      'o.sort_order as o_sort',
      'og.sort_order as og_sort',
      'g.name',
      'g.separate_work_order_group',
      'g.show_pricing',
      'g.sort_order as g_sort',
    ])
    .where('o.id', '=', oldId)
    .executeTakeFirstOrThrow();
  const group = await trx
    .insertInto('proposal_groups')
    .values({
      proposal_id: proposalId,
      proposal_service_group_id: sg,
      name: o.name,
      separate_work_order_group: o.separate_work_order_group,
      show_pricing: o.show_pricing,
      sort_order: o.g_sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const og = await trx
    .insertInto('proposal_option_groups')
    .values({ proposal_group_id: group.id, sort_order: o.og_sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  const opt = await trx
    .insertInto('proposal_options')
    .values({ proposal_option_group_id: og.id, sort_order: o.o_sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  seen.set(oldId, opt.id);
  return opt.id;
}

/** A line's visits, service items, chemicals and equipment come along unchanged. */
async function copyLineParts(trx: Db, from: number, to: number) {
  await sql`insert into proposal_item_service_visits (proposal_item_service_id, service_visit_id, include_in_program, include_this_year)
    select ${to}, service_visit_id, include_in_program, include_in_program from proposal_item_service_visits where proposal_item_service_id = ${from}`.execute(
    trx,
  );
  await sql`insert into proposal_item_service_service_items (proposal_item_service_id, service_item_id, service_units_e2, pricing_units_e2)
    select ${to}, service_item_id, service_units_e2, pricing_units_e2 from proposal_item_service_service_items where proposal_item_service_id = ${from}`.execute(
    trx,
  );
  await sql`insert into proposal_item_service_chemicals (proposal_item_service_id, chemical_id)
    select ${to}, chemical_id from proposal_item_service_chemicals where proposal_item_service_id = ${from}`.execute(
    trx,
  );
  await sql`insert into proposal_item_service_equipment (proposal_item_service_id, equipment_type_id)
    select ${to}, equipment_type_id from proposal_item_service_equipment where proposal_item_service_id = ${from}`.execute(
    trx,
  );
}

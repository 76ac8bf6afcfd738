import {
  approvedCents,
  approvedServiceCents,
  isApproved,
  WorkAuthorizationServiceStatuses as SS,
  type TotalsLines,
  type WaGroup,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { materialCents, serviceCents } from '../proposal-builder/proposal-builder.mapper';
import { groupBy } from '../../platform/group-by';
import { readHierarchies, type Hierarchy } from '../proposal-builder/proposal-builder.repo';
import { waRepo } from './work-authorizations.repo';

/** The proposal's lines with this authorization's approvals, and the approved figures in cents. */
export async function readLines(db: Db, waId: number, proposalId: number, promotionalDiscount: boolean) {
  return (await readLinesOf(db, [{ waId, proposalId, promotionalDiscount }])).get(waId)!;
}

/** The lines of several authorizations in the statements of one. */
export async function readLinesOf(
  db: Db,
  list: { waId: number; proposalId: number; promotionalDiscount: boolean }[],
): Promise<Map<number, Lines>> {
  if (!list.length) return new Map();
  const repo = waRepo(db);
  const waIds = list.map((x) => x.waId);
  const proposalIds = [...new Set(list.map((x) => x.proposalId))];
  const [hs, services, visits, materials, promotions] = await Promise.all([
    readHierarchies(db, proposalIds),
    repo.serviceApprovals(waIds),
    repo.visitApprovals(waIds),
    repo.materialApprovals(waIds),
    db
      .selectFrom('proposal_promotions as pp')
      .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
      .select(['pp.proposal_id', 'p.name', 'p.discount_e2'])
      .where('pp.proposal_id', 'in', proposalIds)
      .orderBy('p.id')
      .execute(),
  ]);
  const byWa = <T extends { work_authorization_id: number }>(rows: T[]) =>
    groupBy(rows, (r) => r.work_authorization_id);
  const [s, v, m] = [byWa(services), byWa(visits), byWa(materials)];
  const p = groupBy(
    promotions,
    (r) => r.proposal_id,
    ({ name, discount_e2 }) => ({ name, discount_e2 }),
  );
  return new Map(
    list.map((x) => [
      x.waId,
      linesFrom(
        hs.get(x.proposalId)!,
        { services: s.get(x.waId) ?? [], visits: v.get(x.waId) ?? [], materials: m.get(x.waId) ?? [] },
        p.get(x.proposalId) ?? [],
        x.promotionalDiscount,
      ),
    ]),
  );
}

type Approvals = {
  services: { proposal_item_service_id: number; approve_status_id: number }[];
  visits: { proposal_item_service_visit_id: number; approved: number | boolean }[];
  materials: { proposal_item_material_id: number; approve_status_id: number }[];
};

function linesFrom(
  h: Hierarchy,
  { services, visits, materials }: Approvals,
  promotions: { name: string; discount_e2: number }[],
  promotionalDiscount: boolean,
) {
  const serviceStatus = new Map(services.map((s) => [s.proposal_item_service_id, s.approve_status_id]));
  const materialStatus = new Map(materials.map((m) => [m.proposal_item_material_id, m.approve_status_id]));
  const approvedVisits = new Set(
    visits.filter((v) => v.approved).map((v) => v.proposal_item_service_visit_id),
  );
  const discountsE2 = promotionalDiscount ? promotions.map((p) => p.discount_e2) : [];
  // The figures come from the shared arithmetic the crew device uses on its copy of the record.
  const priced: TotalsLines = {
    services: h.services.map((s) => ({
      costCents: serviceCents(s),
      perVisitCostCents: s.per_visit_cost_cents,
      statusId: serviceStatus.get(s.id) ?? SS.Pending,
      visits: s.visits.map((v) => ({
        includeThisYear: !!v.include_this_year,
        approved: approvedVisits.has(v.id),
      })),
    })),
    materials: h.materials.map((m) => ({
      costCents: materialCents(m),
      statusId: materialStatus.get(m.id) ?? SS.Pending,
    })),
    discountsE2,
  };
  const serviceCentsById = new Map(
    h.services.map((s, i) => [s.id, approvedServiceCents(priced.services[i]!)]),
  );
  const { subtotalCents, totalCents } = approvedCents(priced);
  return {
    h,
    serviceStatus,
    materialStatus,
    approvedVisits,
    serviceCentsById,
    promotions,
    priced,
    subtotalCents,
    totalCents,
  };
}
export type Lines = ReturnType<typeof linesFrom>;

const dollars = (cents: number) => cents / 100;

/** Groups > option groups > options > services and materials, each with its approval. */
export function toGroups(l: Lines): WaGroup[] {
  const { h } = l;
  return h.groups.map((g) => ({
    Id: g.id,
    Name: g.name,
    ServiceGroupId:
      h.serviceGroups.find((sg) => sg.id === g.proposal_service_group_id)?.service_group_id ?? 0,
    SeparateWorkOrderGroup: !!g.separate_work_order_group,
    ProposalOptionGroups: h.optionGroups
      .filter((og) => og.proposal_group_id === g.id)
      .map((og) => ({
        Id: og.id,
        ProposalOptions: h.options
          .filter((o) => o.proposal_option_group_id === og.id)
          .map((o) => ({
            Id: o.id,
            ProposalItemServices: h.services
              .filter((s) => s.proposal_option_id === o.id)
              .map((s) => {
                const status = l.serviceStatus.get(s.id) ?? SS.Pending;
                return {
                  Id: s.id,
                  ServiceId: s.service_id,
                  ServiceName: s.service_name,
                  Description: s.description,
                  Cost: dollars(serviceCents(s)),
                  PerVisitCost: s.per_visit_cost_cents === null ? null : dollars(s.per_visit_cost_cents),
                  ApproveStatusId: status,
                  Approved: isApproved(status),
                  Visits: s.visits.map((v) => ({
                    Id: v.id,
                    Title: v.title ?? '',
                    IncludeInProgram: !!v.include_in_program,
                    IncludeThisYear: !!v.include_this_year,
                    Approved: l.approvedVisits.has(v.id),
                  })),
                };
              }),
            ProposalItemMaterials: h.materials
              .filter((m) => m.proposal_option_id === o.id)
              .map((m) => {
                const status = l.materialStatus.get(m.id) ?? SS.Pending;
                return {
                  Id: m.id,
                  MaterialName: m.material_name,
                  Description: m.description,
                  Cost: dollars(materialCents(m)),
                  ApproveStatusId: status,
                  Approved: isApproved(status),
                };
              }),
          })),
      })),
  }));
}

/**
 * Makes a proposal's work authorization (Created, type New) with every service, visit and material
 * Pending, inside the caller's transaction. Answers the new id.
 */
export async function createWorkAuthorization(trx: Db, proposalId: number, now: string): Promise<number> {
  const { id } = await trx
    .insertInto('work_authorizations')
    .values({ proposal_id: proposalId, type_id: 1, status_id: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const services = await trx
    .selectFrom('proposal_item_services')
    .select('id')
    .where('proposal_id', '=', proposalId)
    .execute();
  if (services.length) {
    await trx
      .insertInto('work_authorization_services')
      .values(services.map((s) => ({ work_authorization_id: id, proposal_item_service_id: s.id })))
      .execute();
    const visits = await trx
      .selectFrom('proposal_item_service_visits')
      .select('id')
      .where(
        'proposal_item_service_id',
        'in',
        services.map((s) => s.id),
      )
      .execute();
    if (visits.length)
      await trx
        .insertInto('work_authorization_visits')
        .values(visits.map((v) => ({ work_authorization_id: id, proposal_item_service_visit_id: v.id })))
        .execute();
  }
  const materials = await trx
    .selectFrom('proposal_item_materials')
    .select('id')
    .where('proposal_id', '=', proposalId)
    .execute();
  if (materials.length)
    await trx
      .insertInto('work_authorization_materials')
      .values(materials.map((m) => ({ work_authorization_id: id, proposal_item_material_id: m.id })))
      .execute();
  return id;
}

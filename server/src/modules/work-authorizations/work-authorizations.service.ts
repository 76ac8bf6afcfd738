import {
  ApprovalByTypeList,
  ApprovalByTypes,
  ApprovedStatusList,
  approvalOf,
  authorizationTotals,
  F,
  has,
  isApproved,
  isClosed,
  mayBeNotApproved,
  todayIsoDate,
  toggleService,
  toggleVisit,
  WORK_AUTHORIZATION_PAGE_SIZE,
  WorkAuthorizationMessages as M,
  WorkAuthorizationServiceStatuses as SS,
  WorkAuthorizationStatuses as S,
  WorkAuthorizationStatusList,
  WorkAuthorizationTypeList,
  type MaterialApproveUpdate,
  type SaveWaBasicInfo,
  type SaveWorkAuthorization,
  type ServiceApproveUpdate,
  type WorkAuthorization,
  type WorkAuthorizationListItem,
  type WorkAuthorizationSearch,
} from '@canopy/shared';
import { mayDo, requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { conflict, notFound, ruleFailed } from '../../platform/errors';
import { groupBy } from '../../platform/group-by';
import { pageOf } from '../../platform/lists';
import { proposalFormatRepo } from '../proposal-format/proposal-format.repo';
import { sealWaLink } from './work-authorization-links';
import { generateWorkOrders } from './work-authorization-orders';
import {
  mayEditWa,
  reachWa,
  reachWaToEdit,
  waAccess as access,
  waScope,
  type WaRow,
} from './work-authorizations.access';
import { readLines, readLinesOf, toGroups } from './work-authorizations.lines';
import { toListItem, toPayment } from './work-authorizations.mapper';
import { waRepo } from './work-authorizations.repo';

/** Whether any work order the authorization made is on an invoice (spec: payments only before that). */
export function hasInvoices(db: Db, waId: number): Promise<boolean> {
  return waRepo(db).hasInvoices(waId);
}

/** The authorization's figures in cents, shared by the info screen, confirmation and payments. */
export async function figures(db: Db, waId: number) {
  const f = (await figuresOf(db, [waId])).get(waId);
  if (!f) throw notFound();
  return f;
}

/** The figures of several authorizations in the statements of one (missing ids are left out). */
export async function figuresOf(db: Db, waIds: number[]) {
  const repo = waRepo(db);
  const rows = await repo.rows(waIds);
  const today = todayIsoDate();
  const ids = rows.map((r) => r.id);
  const [lines, payments, companyE2, rates] = await Promise.all([
    readLinesOf(
      db,
      rows.map((r) => ({
        waId: r.id,
        proposalId: r.proposal_id,
        promotionalDiscount: !!r.promotional_discount_applied,
      })),
    ),
    repo.payments(ids),
    repo.companyDownPaymentE2(),
    proposalFormatRepo(db).taxRatesE4(
      rows.filter((r) => !r.tax_exempt).map((r) => r.zip),
      today,
    ),
  ]);
  const paid = groupBy(payments, (p) => p.work_authorization_id);
  return new Map(
    rows.map((row) => {
      const taxRate = row.tax_exempt ? 0 : rates(row.zip);
      const downE2 = row.minimum_down_payment_bp ?? companyE2;
      const own = paid.get(row.id) ?? [];
      const deposits = own.filter((p) => p.is_deposit).reduce((n, p) => n + Number(p.amount_cents), 0);
      const l = lines.get(row.id)!;
      const totals = authorizationTotals({
        ...l.priced,
        taxRateE4: taxRate,
        downPaymentE2: downE2,
        depositedCents: deposits,
      });
      return [row.id, { row, lines: l, payments: own, taxRate, downE2, deposits, totals }] as const;
    }),
  );
}
export type Figures = Awaited<ReturnType<typeof figures>>;

export function workAuthorizationsService(db: Db, ids: EncryptedIds) {
  const repo = waRepo(db);

  async function dto(auth: AuthContext | null, id: number, d: Db = db): Promise<WorkAuthorization> {
    const wa = (await dtosOf(auth, [id], d))[0];
    if (!wa) throw notFound();
    return wa;
  }

  /** Several authorizations as the info screen shows them, read together (missing ids left out). */
  async function dtosOf(auth: AuthContext | null, ids: number[], d: Db = db): Promise<WorkAuthorization[]> {
    const [all, orders, invoiced] = await Promise.all([
      figuresOf(d, ids),
      waRepo(d).workOrderIds(ids),
      waRepo(d).invoiced(ids),
    ]);
    return ids.flatMap((id) => {
      const f = all.get(id);
      return f ? [toDto(auth, f, orders.get(id) ?? [], invoiced.has(id))] : [];
    });
  }

  function toDto(
    auth: AuthContext | null,
    f: Figures,
    workOrderIds: number[],
    invoices: boolean,
  ): WorkAuthorization {
    const { row, lines, totals: t } = f;
    const id = row.id;
    const waRow = { ...row } as unknown as WaRow;
    const canEdit = !!auth && mayDo(auth, access.edit) && mayEditWa(auth, waRow);
    return {
      ...toListItem(row),
      Version: row.version,
      ProposalTypeId: row.proposal_type_id,
      ApprovedSalesRepId: row.approved_sales_rep_id,
      PaymentMethodId: row.payment_method_id,
      Signed: !!row.signature,
      AutoRenew: !!row.auto_renew,
      IsPaid: !!row.is_paid,
      IsPromotionalDiscountApplied: !!row.promotional_discount_applied,
      DoNotEmail: !!row.do_not_email,
      Promotions: lines.promotions.map((p) => ({ Name: p.name, DiscountPercentage: p.discount_e2 / 100 })),
      ApprovedSubtotal: t.subtotalCents / 100,
      PromotionSavings: t.savingsCents / 100,
      TotalApprovedCost: t.totalCents / 100,
      TaxRate: f.taxRate / 10_000,
      EstimatedTax: t.taxCents / 100,
      MinimumDownPayment: f.downE2 / 100,
      DefaultDeposit: t.depositDueCents / 100,
      Deposits: f.deposits / 100,
      MeetsDownPayment: t.meetsDownPayment,
      CustomerPayments: f.payments.map(toPayment),
      ProposalGroups: toGroups(lines),
      WorkOrderIds: workOrderIds,
      CanEdit: canEdit && !isClosed(row.status_id),
      CanPay: !!auth && mayDo(auth, access.pay) && !invoices && !isClosed(row.status_id),
      CanConfirmWithoutDownPayment: !!auth && has(auth.claims, 'ConfirmWithoutDownPayment', F),
      HasInvoices: invoices,
      EncryptedId: auth ? sealWaLink(ids, id, row.link_version) : null,
    };
  }

  /** The row to change: reachable, the caller's to change, and not yet closed. */
  async function open(auth: AuthContext, id: number) {
    requireClaim(auth, access.edit);
    const row = await reachWaToEdit(db, auth, id);
    if (isClosed(row.status_id)) throw ruleFailed(M.Closed);
    return row;
  }

  /** Re-derives the authorization's approval from its lines and bumps its Version. */
  async function settle(trx: Db, id: number) {
    const [services, materials] = await Promise.all([
      waRepo(trx).serviceApprovals([id]),
      waRepo(trx).materialApprovals([id]),
    ]);
    const all = [...services.map((s) => s.approve_status_id), ...materials.map((m) => m.approve_status_id)];
    await waRepo(trx).touch(id, nowIso(), approvalOf(all));
  }

  /**
   * Spec §4 toggles, for the office and the customer's link alike: a service sets all its visits; a
   * visit sets its service from the visits. A line of another authorization is 404.
   */
  async function approveService(
    row: { id: number; proposal_id: number },
    body: Pick<ServiceApproveUpdate, 'ProposalItemServiceId' | 'VisitId' | 'Approved'>,
  ) {
    const lines = await readLines(db, row.id, row.proposal_id, false);
    const s = lines.h.services.find((x) => x.id === body.ProposalItemServiceId);
    if (!s) throw notFound();
    const now = {
      StatusId: lines.serviceStatus.get(s.id) ?? SS.Pending,
      Visits: s.visits.map((v) => ({ Id: v.id, Approved: lines.approvedVisits.has(v.id) })),
    };
    if (body.VisitId && !now.Visits.some((v) => v.Id === body.VisitId)) throw notFound();
    const next = body.VisitId
      ? toggleVisit(now, body.VisitId, body.Approved)
      : toggleService(now, body.Approved);
    await inTransaction(db, async (trx) => {
      await waRepo(trx).setService(row.id, s.id, next.StatusId);
      await waRepo(trx).setVisits(row.id, next.Visits);
      await settle(trx, row.id);
    });
  }

  async function approveMaterial(
    row: { id: number },
    body: Pick<MaterialApproveUpdate, 'ProposalItemMaterialId' | 'Approved'>,
  ) {
    const known = (await repo.materialApprovals([row.id])).some(
      (m) => m.proposal_item_material_id === body.ProposalItemMaterialId,
    );
    if (!known) throw notFound();
    await inTransaction(db, async (trx) => {
      await waRepo(trx).setMaterial(
        row.id,
        body.ProposalItemMaterialId,
        body.Approved ? SS.Approved : SS.NotApproved,
      );
      await settle(trx, row.id);
    });
  }

  async function confirm(auth: AuthContext, row: WaRow, version: number) {
    const f = await figures(db, row.id);
    const anything =
      [...f.lines.serviceStatus.values()].some(isApproved) ||
      [...f.lines.materialStatus.values()].some(isApproved);
    if (!anything) throw ruleFailed(M.NothingApproved);
    const bypass = has(auth.claims, 'ConfirmWithoutDownPayment', F);
    if (!bypass && !f.totals.meetsDownPayment) throw ruleFailed(M.DownPaymentTooLow);
    const now = nowIso();
    await inTransaction(db, async (trx) => {
      const saved = await saveIfCurrent(trx, 'work_authorizations', row.id, version, {
        status_id: S.Confirmed,
        date_approved: now,
        approved_by_type_id: ApprovalByTypes.SalesRep,
        approved_sales_rep_id: auth.employeeId,
        updated_at: now,
      });
      if (!saved) throw conflict(await dto(auth, row.id));
      await generateWorkOrders(
        trx,
        row.id,
        {
          accountId: row.account_id,
          locationId: row.account_location_id,
          branchId: row.branch_id,
          salesRepId: row.sales_rep_id,
        },
        f.lines,
        now,
      );
    });
  }

  return {
    async search(
      auth: AuthContext,
      f: WorkAuthorizationSearch,
    ): Promise<{ rows: WorkAuthorizationListItem[]; total: number }> {
      requireClaim(auth, access.view);
      const page = pageOf(f, WORK_AUTHORIZATION_PAGE_SIZE);
      const { ids: found, total } = await repo.pageIds(waScope(auth), page, f);
      const rows = await repo.rows(found);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { rows: found.map((id) => toListItem(byId.get(id)!)), total };
    },

    statuses(auth: AuthContext) {
      requireClaim(auth, access.view);
      return WorkAuthorizationStatusList.map((s) => ({ Id: s.Id, Name: s.Name }));
    },
    types(auth: AuthContext) {
      requireClaim(auth, access.view);
      return WorkAuthorizationTypeList.map((s) => ({ Id: s.Id, Name: s.Name }));
    },
    approvalByTypes(auth: AuthContext) {
      requireClaim(auth, access.view);
      return ApprovalByTypeList.map((s) => ({ Id: s.Id, Name: s.Name }));
    },
    approvalStatuses(auth: AuthContext) {
      requireClaim(auth, access.view);
      return ApprovedStatusList.map((s) => ({ Id: s.Id, Name: s.Name }));
    },

    async get(auth: AuthContext, id: number): Promise<WorkAuthorization> {
      requireClaim(auth, access.view);
      await reachWa(db, auth, id);
      return dto(auth, id);
    },

    /** The office's status change; Confirmed and Not Approved carry the §4 rules and stamps. */
    async save(auth: AuthContext, body: SaveWorkAuthorization): Promise<WorkAuthorization> {
      const row = await open(auth, body.Id);
      if (body.StatusId === S.Confirmed) {
        await confirm(auth, row, body.Version);
        return dto(auth, row.id);
      }
      const now = nowIso();
      let values: Record<string, unknown> = { status_id: body.StatusId, updated_at: now };
      if (body.StatusId === S.NotApproved) {
        const services = await repo.serviceApprovals([row.id]);
        if (!mayBeNotApproved(services.map((s) => s.approve_status_id)))
          throw ruleFailed(M.NotApprovedWithApprovedServices);
        values = {
          ...values,
          date_approved: now,
          approved_by_type_id: ApprovalByTypes.SalesRep,
          approved_sales_rep_id: auth.employeeId,
        };
      }
      if (!(await saveIfCurrent(db, 'work_authorizations', row.id, body.Version, values)))
        throw conflict(await dto(auth, row.id));
      return dto(auth, row.id);
    },

    async updateService(auth: AuthContext, body: ServiceApproveUpdate): Promise<WorkAuthorization> {
      const row = await open(auth, body.WorkAuthorizationId);
      await approveService(row, body);
      return dto(auth, row.id);
    },

    async updateMaterial(auth: AuthContext, body: MaterialApproveUpdate): Promise<WorkAuthorization> {
      const row = await open(auth, body.WorkAuthorizationId);
      await approveMaterial(row, body);
      return dto(auth, row.id);
    },

    /** Paid flips; an authorization already closed keeps its flag as it is. */
    async togglePaid(auth: AuthContext, id: number): Promise<WorkAuthorization> {
      const row = await open(auth, id);
      await db
        .updateTable('work_authorizations')
        .set((eb) => ({
          is_paid: row.is_paid ? 0 : 1,
          updated_at: nowIso(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', row.id)
        .execute();
      return dto(auth, row.id);
    },

    /** UpdateAutoRenewStatus/{a}/{b}/{c}: the authorization, the Version shown, the new flag. */
    async setAutoRenew(auth: AuthContext, id: number, version: number, on: boolean) {
      requireClaim(auth, access.edit);
      const row = await reachWaToEdit(db, auth, id);
      const saved = await saveIfCurrent(db, 'work_authorizations', row.id, version, {
        auto_renew: on ? 1 : 0,
        updated_at: nowIso(),
      });
      if (!saved) throw conflict(await dto(auth, row.id));
      return dto(auth, row.id);
    },

    async setDiscountApplied(auth: AuthContext, id: number, on: boolean) {
      const row = await open(auth, id);
      await db
        .updateTable('work_authorizations')
        .set((eb) => ({
          promotional_discount_applied: on ? 1 : 0,
          updated_at: nowIso(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', row.id)
        .execute();
      return dto(auth, row.id);
    },

    /** Bumps the link version: every customer link handed out before stops working. */
    async revokeLinks(auth: AuthContext, id: number) {
      requireClaim(auth, access.edit);
      const row = await reachWaToEdit(db, auth, id);
      await db
        .updateTable('work_authorizations')
        .set((eb) => ({ link_version: eb('link_version', '+', 1), version: eb('version', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      return dto(auth, row.id);
    },

    async hasTaxRate(auth: AuthContext, id: number): Promise<boolean> {
      requireClaim(auth, access.view);
      await reachWa(db, auth, id);
      const [row] = await repo.rows([id]);
      return repo.hasTaxRate(row!.zip, todayIsoDate());
    },

    async hasInvoices(auth: AuthContext, id: number): Promise<boolean> {
      requireClaim(auth, access.view);
      await reachWa(db, auth, id);
      return hasInvoices(db, id);
    },

    /** The proposal's work authorization (the newest), or null; a proposal out of reach is 404. */
    async idByProposalId(auth: AuthContext, proposalId: number): Promise<number | null> {
      requireClaim(auth, access.view);
      const found = await db
        .selectFrom('work_authorizations')
        .select('id')
        .where('proposal_id', '=', proposalId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!found) return null;
      await reachWa(db, auth, found.id);
      return found.id;
    },

    dto,
    dtosOf,
    approveService,
    approveMaterial,
    /** PUT saveBasicInfo: type, payment type and auto-renew, on the Version the screen showed. */
    async saveBasicInfo(auth: AuthContext, body: SaveWaBasicInfo): Promise<WorkAuthorization> {
      const row = await open(auth, body.Id);
      const saved = await saveIfCurrent(db, 'work_authorizations', row.id, body.Version, {
        type_id: body.TypeId,
        payment_method_id: body.PaymentMethodId,
        auto_renew: body.AutoRenew ? 1 : 0,
        updated_at: nowIso(),
      });
      if (!saved) throw conflict(await dto(auth, row.id));
      return dto(auth, row.id);
    },

    /** Confirms one the caller may change (the bulk action's step): the same rules as the info screen. */
    async confirmOne(auth: AuthContext, id: number) {
      const row = await open(auth, id);
      await confirm(auth, row, row.version);
      return row;
    },
  };
}
export type WorkAuthorizationsService = ReturnType<typeof workAuthorizationsService>;

import { sql } from 'kysely';
import { type Scope, type WorkAuthorizationSearch } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import { groupBy } from '../../platform/group-by';
import { listTotal } from '../../platform/db/count-cache';
import { findText, type TextMatches } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';
import { inWaScope } from './work-authorizations.access';

const isNumber = (w: string) => /^\d{1,11}$/.test(w) && Number(w) <= 2_147_483_647;

/** The authorizations' SQL: the list, one record's lines and payments, and the approval writes. */
export function waRepo(db: Db) {
  const filtered = (s: Scope, page: Page, f: WorkAuthorizationSearch, text: TextMatches) => {
    let q = db
      .selectFrom('work_authorizations as w')
      .innerJoin('proposals', 'proposals.id', 'w.proposal_id')
      .where(inWaScope(s));
    if (f.StatusIds?.length) q = q.where('w.status_id', 'in', f.StatusIds);
    if (f.TypeIds?.length) q = q.where('w.type_id', 'in', f.TypeIds);
    if (f.ApprovalByTypeIds?.length) q = q.where('w.approved_by_type_id', 'in', f.ApprovalByTypeIds);
    if (f.ApprovalStatusIds?.length) q = q.where('w.approval_status_id', 'in', f.ApprovalStatusIds);
    if (f.SalesRepIds?.length) q = q.where('proposals.sales_rep_id', 'in', f.SalesRepIds);
    if (f.AccountIds?.length) q = q.where('proposals.account_id', 'in', f.AccountIds);
    if (f.BranchIds?.length) q = q.where('proposals.branch_id', 'in', f.BranchIds);
    q = q.where(text.where('proposals.id'));
    for (const w of page.words.filter(isNumber)) q = q.where('proposals.proposal_number', '=', Number(w));
    return q;
  };

  /** Which of these authorizations made a work order that is on an invoice. */
  const invoiced = async (waIds: number[]): Promise<Set<number>> => {
    const rows = await db
      .selectFrom('invoice_details as d')
      .innerJoin('work_orders as w', 'w.id', 'd.work_order_id')
      .select('w.work_authorization_id')
      .distinct()
      .where(inIds(db, 'w.work_authorization_id', waIds))
      .execute();
    return new Set(rows.map((r) => r.work_authorization_id!));
  };

  return {
    /** One page of ids, newest first, and the total. Words search the proposal's text index. */
    async pageIds(s: Scope, page: Page, f: WorkAuthorizationSearch) {
      const text = await findText(
        db,
        'proposals',
        page.words.filter((w) => !isNumber(w)),
      );
      if (text.none) return { ids: [] as number[], total: 0 };
      const [rows, total] = await Promise.all([
        filtered(s, page, f, text)
          .select('w.id')
          .orderBy('w.id', 'desc')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        listTotal(db, 'work_authorizations', s, page, { ...f, Skip: 0, Take: 0 }, async () => {
          const { n } = await filtered(s, page, f, text)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      return { ids: rows.map((r) => r.id), total };
    },

    /** What the list and the info screen show of these authorizations. */
    async rows(ids: number[]) {
      if (!ids.length) return [];
      return db
        .selectFrom('work_authorizations as w')
        .innerJoin('proposals as p', 'p.id', 'w.proposal_id')
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .innerJoin('account_locations as l', 'l.id', 'p.account_location_id')
        .innerJoin('branches as b', 'b.id', 'p.branch_id')
        .leftJoin('employees as e', 'e.id', 'p.sales_rep_id')
        .selectAll('w')
        .select([
          'p.proposal_number',
          'p.proposal_type_id',
          'p.account_id',
          'p.account_location_id',
          'p.branch_id',
          'p.sales_rep_id',
          'a.name as account_name',
          'a.do_not_email',
          'a.tax_exempt',
          'a.minimum_down_payment_bp',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
          'b.name as branch_name',
          sql<string | null>`e.first_name || ' ' || e.last_name`.as('rep_name'),
        ])
        .where('w.id', 'in', ids)
        .execute();
    },

    /** The approvals of these authorizations' lines, each row naming its authorization. */
    serviceApprovals(waIds: number[]) {
      return db
        .selectFrom('work_authorization_services')
        .select(['work_authorization_id', 'proposal_item_service_id', 'approve_status_id'])
        .where(inIds(db, 'work_authorization_id', waIds))
        .execute();
    },
    visitApprovals(waIds: number[]) {
      return db
        .selectFrom('work_authorization_visits')
        .select(['work_authorization_id', 'proposal_item_service_visit_id', 'approved'])
        .where(inIds(db, 'work_authorization_id', waIds))
        .execute();
    },
    materialApprovals(waIds: number[]) {
      return db
        .selectFrom('work_authorization_materials')
        .select(['work_authorization_id', 'proposal_item_material_id', 'approve_status_id'])
        .where(inIds(db, 'work_authorization_id', waIds))
        .execute();
    },
    payments(waIds: number[]) {
      return db
        .selectFrom('customer_payments')
        .selectAll()
        .where(inIds(db, 'work_authorization_id', waIds))
        .orderBy('id')
        .execute();
    },
    async hasInvoices(waId: number) {
      return (await invoiced([waId])).has(waId);
    },
    invoiced,
    /** The work orders each authorization made, in id order. */
    async workOrderIds(waIds: number[]): Promise<Map<number, number[]>> {
      const rows = await db
        .selectFrom('work_orders')
        .select(['id', 'work_authorization_id'])
        .where(inIds(db, 'work_authorization_id', waIds))
        .orderBy('id')
        .execute();
      return groupBy(
        rows,
        (r) => r.work_authorization_id!,
        (r) => r.id,
      );
    },

    /** The company-wide minimum down payment (setting 2), a percent kept as text; hundredths of a percent. */
    async companyDownPaymentE2(): Promise<number> {
      const row = await db
        .selectFrom('company_settings')
        .select('value')
        .where('id', '=', 2)
        .executeTakeFirst();
      const n = Number(row?.value);
      return Number.isFinite(n) && n >= 0 && n <= 100 ? Math.round(n * 100) : 0;
    },

    /** Whether any tax rate is in force on `today` for the zip (spec §5: none refuses the authorization). */
    async hasTaxRate(zip: string, today: string): Promise<boolean> {
      const row = await db
        .selectFrom('tax_rates')
        .select('id')
        .where('zip_code', '=', zip.slice(0, 5).padStart(5, '0'))
        .where('archived', '=', 0)
        .where('effective_date', '<=', today)
        .executeTakeFirst();
      return !!row;
    },

    async setService(waId: number, serviceId: number, statusId: number) {
      await db
        .updateTable('work_authorization_services')
        .set({ approve_status_id: statusId })
        .where('work_authorization_id', '=', waId)
        .where('proposal_item_service_id', '=', serviceId)
        .execute();
    },
    async setVisits(waId: number, visits: { Id: number; Approved: boolean }[]) {
      for (const approved of [true, false]) {
        const ids = visits.filter((v) => v.Approved === approved).map((v) => v.Id);
        if (ids.length)
          await db
            .updateTable('work_authorization_visits')
            .set({ approved: approved ? 1 : 0 })
            .where('work_authorization_id', '=', waId)
            .where('proposal_item_service_visit_id', 'in', ids)
            .execute();
      }
    },
    async setMaterial(waId: number, materialId: number, statusId: number) {
      await db
        .updateTable('work_authorization_materials')
        .set({ approve_status_id: statusId })
        .where('work_authorization_id', '=', waId)
        .where('proposal_item_material_id', '=', materialId)
        .execute();
    },

    /** Bumps the Version (and the derived approval) after a change to the lines. */
    async touch(waId: number, now: string, approvalStatusId?: number) {
      await db
        .updateTable('work_authorizations')
        .set((eb) => ({
          updated_at: now,
          version: eb('version', '+', 1),
          ...(approvalStatusId === undefined ? {} : { approval_status_id: approvalStatusId }),
        }))
        .where('id', '=', waId)
        .execute();
    },
  };
}
export type WaListRow = Awaited<ReturnType<ReturnType<typeof waRepo>['rows']>>[number];

import {
  centsToDollars as $,
  InvoiceApprovedStatuses,
  InvoiceApprovedStatusList,
  invoiceLabel,
  InvoiceMessages as M,
  maxAdjustment,
  paymentStatus,
  PaymentStatusList,
  PrintStatusList,
  type Invoice,
  type InvoiceNote,
  type InvoiceSearch,
  type InvoiceTotals,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { formErrors, ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { invoiceAccess as access, invoiceScope, reachInvoice, reachInvoiceToEdit } from './invoices.access';
import { invoicePaymentsRepo } from './invoice-payments.repo';
import { ratePercent, storedSums, toListItem } from './invoices.mapper';
import { invoicesRepo } from './invoices.repo';

/** The infinite scroll of invoices.list asks 15 at a time (spec §9). */
export const INVOICE_SCROLL = 15;

/** invoices.list and invoices.info: the list with its totals row, one invoice, approve, POs, notes. */
export function invoicesService(db: Db) {
  const repo = invoicesRepo(db);

  async function get(auth: AuthContext, id: number): Promise<Invoice> {
    requireClaim(auth, access.view);
    const inv = await reachInvoice(db, auth, id);
    const [[row], details, address, poIds, balance] = await Promise.all([
      repo.rows([id]),
      repo.details(id),
      repo.billingAddress(inv.billing_address_id),
      repo.purchaseOrderIds(id),
      invoicePaymentsRepo(db).balanceCents(inv.account_id),
    ]);
    const r = row!;
    const s = storedSums(r);
    const paid = paymentStatus(s);
    return {
      Id: r.id,
      AccountId: r.account_id,
      AccountName: r.account_name,
      TaxExempt: !!r.tax_exempt,
      DoNotEmail: !!r.do_not_email,
      BranchId: r.branch_id,
      BranchName: r.branch_name,
      ArboristId: r.sales_rep_id,
      ArboristName: r.arborist_name,
      BillingAddressId: r.billing_address_id,
      BillingAddress: address
        ? {
            Address1: address.address1,
            Address2: address.address2,
            City: address.city,
            State: address.state,
            Zip: address.zip,
          }
        : null,
      ScheduleId: r.schedule_id,
      InvoiceDate: r.invoice_date,
      TotalCost: $(s.totalCostCents),
      TotalTax: $(s.totalTaxCents),
      InvoiceAmount: $(s.totalCostCents + s.totalTaxCents),
      Payments: $(s.paymentsCents),
      Adjustments: $(s.adjustmentsCents),
      AmountDue: $(s.amountDueCents),
      MaxAdjustment: $(maxAdjustment(s, !!r.tax_exempt)),
      ApprovedStatusId: r.approved_status_id,
      ApprovedStatus: invoiceLabel(InvoiceApprovedStatusList, r.approved_status_id),
      DateApproved: iso(r.date_approved),
      PrintStatusId: r.print_status_id,
      PrintStatus: invoiceLabel(PrintStatusList, r.print_status_id),
      PaymentStatusId: paid,
      PaymentStatus: invoiceLabel(PaymentStatusList, paid),
      CommissionOverride: !!r.commission_override,
      PurchaseOrderIds: poIds,
      InvoiceDetails: details.map((d) => ({
        Id: d.id,
        WorkOrderId: d.work_order_id,
        Description: d.description,
        ServiceAddress: d.address,
        NetAmount: $(Number(d.net_cents)),
        TaxRate: ratePercent(d.tax_rate_e4),
      })),
      Account: {
        TaxExempt: !!r.tax_exempt,
        DoNotEmail: !!r.do_not_email,
        AccountBalance: { Balance: $(balance) },
      },
      Version: r.version,
    };
  }

  return {
    get,

    async search(auth: AuthContext, req: InvoiceSearch) {
      requireClaim(auth, access.view);
      const page = pageOf(req, INVOICE_SCROLL);
      const { ids, total } = await repo.pageIds(invoiceScope(auth), page, req);
      const rows = new Map((await repo.rows(ids)).map((r) => [r.id, r]));
      return { rows: ids.map((id) => toListItem(rows.get(id)!)), total };
    },

    /** The totals row of every invoice the list's filters match (not only the loaded page). */
    async totals(auth: AuthContext, req: InvoiceSearch): Promise<InvoiceTotals> {
      requireClaim(auth, access.view);
      const t = await repo.totals(invoiceScope(auth), pageOf(req, INVOICE_SCROLL), req);
      return {
        NetAmountTotal: $(t.net),
        TaxTotal: $(t.tax),
        InvoiceAmountTotal: $(t.net + t.tax),
        PaymentTotal: $(t.payments),
        AdjustmentTotal: $(t.adjustments),
        BalanceDueTotal: $(t.due),
      };
    },

    /** Pending Approval to Approved; transactions may be added from then on (spec §4). */
    async approve(auth: AuthContext, id: number): Promise<Invoice> {
      requireClaim(auth, access.edit);
      await inTransaction(db, async (trx) => {
        const inv = await reachInvoiceToEdit(trx, auth, id);
        if (inv.approved_status_id === InvoiceApprovedStatuses.Approved)
          throw ruleFailed(M.AlreadyApprovedInvoice);
        await trx
          .updateTable('invoices')
          .set({
            approved_status_id: InvoiceApprovedStatuses.Approved,
            date_approved: nowIso(),
            approved_by: auth.employeeId,
            version: inv.version + 1,
          })
          .where('id', '=', id)
          .execute();
      });
      return get(auth, id);
    },

    async commissionOverride(auth: AuthContext, id: number, on: boolean): Promise<Invoice> {
      requireClaim(auth, access.edit);
      const inv = await reachInvoiceToEdit(db, auth, id);
      await db
        .updateTable('invoices')
        .set({ commission_override: on ? 1 : 0, version: inv.version + 1 })
        .where('id', '=', id)
        .execute();
      return get(auth, id);
    },

    /** The account's purchase orders the invoice cites; an id of another account's is refused. */
    async purchaseOrders(auth: AuthContext, id: number, poIds: number[]): Promise<Invoice> {
      requireClaim(auth, access.edit);
      await inTransaction(db, async (trx) => {
        const inv = await reachInvoiceToEdit(trx, auth, id);
        if (!(await invoicesRepo(trx).setPurchaseOrders(id, inv.account_id, poIds)))
          throw ruleFailed(M.ValuesInvalid);
      });
      return get(auth, id);
    },

    async notes(auth: AuthContext, id: number): Promise<InvoiceNote[]> {
      requireClaim(auth, access.view);
      await reachInvoice(db, auth, id);
      return (await repo.notes(id)).map((n) => ({
        Id: n.id,
        InvoiceId: n.invoice_id,
        NoteText: n.note_text,
        CreatedById: n.created_by,
        CreatedBy: `${n.first_name ?? ''} ${n.last_name ?? ''}`.trim(),
        DateCreated: iso(n.created_at)!,
      }));
    },

    async addNote(auth: AuthContext, id: number, text: string): Promise<InvoiceNote[]> {
      requireClaim(auth, access.edit);
      await reachInvoiceToEdit(db, auth, id);
      const note = text.trim();
      const form = formErrors();
      if (!note) form.add('NoteText', M.NoteRequired);
      form.check();
      await repo.addNote(id, note, auth.employeeId, nowIso());
      return this.notes(auth, id);
    },
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;

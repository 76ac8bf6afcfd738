import {
  centsToDollars as $,
  fromScaled,
  InvoiceApprovedStatusList,
  invoiceLabel,
  paymentStatus,
  PaymentStatusList,
  PrintStatusList,
  TAX_RATE_DECIMALS,
  type InvoiceListItem,
  type InvoiceSums,
} from '@canopy/shared';
import type { InvoiceListRow } from './invoices.repo';

/** The stored sums of an invoice row, as the shared arithmetic names them. */
export const storedSums = (r: {
  total_cost_cents: number | string;
  total_tax_cents: number | string;
  payments_cents: number | string;
  adjustments_cents: number | string;
  amount_due_cents: number | string;
}): InvoiceSums => ({
  totalCostCents: Number(r.total_cost_cents),
  totalTaxCents: Number(r.total_tax_cents),
  paymentsCents: Number(r.payments_cents),
  adjustmentsCents: Number(r.adjustments_cents),
  amountDueCents: Number(r.amount_due_cents),
});

export const ratePercent = (e4: number) => fromScaled(e4, TAX_RATE_DECIMALS);

export function toListItem(r: InvoiceListRow): InvoiceListItem {
  const s = storedSums(r);
  const paid = paymentStatus(s);
  return {
    Id: r.id,
    AccountId: r.account_id,
    AccountName: r.account_name,
    BranchId: r.branch_id,
    BranchName: r.branch_name,
    ArboristId: r.sales_rep_id,
    ArboristName: r.arborist_name,
    InvoiceDate: r.invoice_date,
    ApprovedStatusId: r.approved_status_id,
    ApprovedStatus: invoiceLabel(InvoiceApprovedStatusList, r.approved_status_id),
    PrintStatusId: r.print_status_id,
    PrintStatus: invoiceLabel(PrintStatusList, r.print_status_id),
    PaymentStatusId: paid,
    PaymentStatus: invoiceLabel(PaymentStatusList, paid),
    TotalCost: $(s.totalCostCents),
    TotalTax: $(s.totalTaxCents),
    InvoiceAmount: $(s.totalCostCents + s.totalTaxCents),
    Payments: $(s.paymentsCents),
    Adjustments: $(s.adjustmentsCents),
    AmountDue: $(s.amountDueCents),
  };
}

import {
  formatCurrency,
  formatDate,
  InvoiceApprovedStatusList,
  invoiceLabel,
  paymentStatus,
  PaymentStatusList,
  RAISING_TYPES,
  transactionCounts,
  TransactionTypeList,
  type FormattedInvoice,
} from '@canopy/shared';
import { iso, type Db } from '../../platform/db';
import { companyBranding, type CompanyConfig } from '../company/company-branding';
import { storedSums } from './invoices.mapper';
import { invoicesRepo } from './invoices.repo';

export interface InvoiceBrandingConfig extends CompanyConfig {
  companyAddress?: string | undefined;
}

const money = (cents: number) => formatCurrency(cents);

/** The live services of these work orders, by work order, in the order they were added. */
async function servicesOf(db: Db, workOrderIds: number[]) {
  if (!workOrderIds.length) return new Map<number, { description: string; cents: number }[]>();
  const rows = await db
    .selectFrom('work_order_services as ws')
    .innerJoin('services as s', 's.id', 'ws.service_id')
    .select(['ws.work_order_id', 'ws.description', 's.name', 'ws.total_cost_cents'])
    .where('ws.work_order_id', 'in', workOrderIds)
    .where('ws.archived', '=', 0)
    .orderBy('ws.work_order_id')
    .orderBy('ws.id')
    .execute();
  const by = new Map<number, { description: string; cents: number }[]>();
  for (const r of rows) {
    const list = by.get(r.work_order_id) ?? [];
    list.push({ description: r.description?.trim() || r.name, cents: Number(r.total_cost_cents) });
    by.set(r.work_order_id, list);
  }
  return by;
}

/**
 * One invoice as the customer reads it, from what the invoice keeps: its lines (the services of
 * each work order and the work order's net), its stored sums, and the transactions that count
 * toward the amount due, each signed as it moves the balance. The caller has checked reach.
 */
export async function formatInvoice(db: Db, c: InvoiceBrandingConfig, id: number): Promise<FormattedInvoice> {
  const repo = invoicesRepo(db);
  const [[r], details, txs] = await Promise.all([
    repo.rows([id]),
    repo.details(id),
    db
      .selectFrom('invoice_transactions')
      .select(['transaction_type_id', 'amount_cents', 'approved', 'created_at'])
      .where('invoice_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  if (!r) throw new Error(`invoice ${id} vanished while it was formatted`);
  const [company, address, services] = await Promise.all([
    companyBranding(db, c, r.branch_id),
    repo.billingAddress(r.billing_address_id),
    servicesOf(
      db,
      details.map((d) => d.work_order_id),
    ),
  ]);
  const s = storedSums(r);
  const counted = txs.filter((t) =>
    transactionCounts({ typeId: t.transaction_type_id, amountCents: 0, approved: !!t.approved }),
  );
  const paid = paymentStatus(s);
  return {
    Id: r.id,
    InvoiceNumber: String(r.id),
    InvoiceDate: formatDate(r.invoice_date),
    Company: { ...company, Address: c.companyAddress?.trim() || null },
    BillTo: {
      Name: r.account_name,
      Lines: address
        ? [
            address.address1,
            address.address2 ?? '',
            `${address.city}, ${address.state} ${address.zip}`,
          ].filter(Boolean)
        : [],
    },
    Lines: details.map((d) => ({
      WorkOrderId: d.work_order_id,
      ServiceAddress: d.address,
      Services: (services.get(d.work_order_id) ?? []).map((x) => ({
        Description: x.description,
        Amount: money(x.cents),
      })),
      Net: money(Number(d.net_cents)),
    })),
    Net: money(s.totalCostCents),
    Tax: money(s.totalTaxCents),
    InvoiceAmount: money(s.totalCostCents + s.totalTaxCents),
    Transactions: counted.map((t) => {
      const cents = Number(t.amount_cents);
      const raises = RAISING_TYPES.includes(t.transaction_type_id);
      return {
        Date: formatDate(iso(t.created_at)),
        Type: invoiceLabel(TransactionTypeList, t.transaction_type_id),
        Amount: money(raises ? cents : -cents),
      };
    }),
    Payments: money(-s.paymentsCents),
    Adjustments: money(s.adjustmentsCents),
    AmountDue: money(s.amountDueCents),
    AmountDueCents: s.amountDueCents,
    PaymentStatus: invoiceLabel(PaymentStatusList, paid),
    ApprovedStatus: invoiceLabel(InvoiceApprovedStatusList, r.approved_status_id),
  };
}

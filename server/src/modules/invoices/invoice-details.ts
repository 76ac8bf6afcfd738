import { sql } from 'kysely';
import { centsToDollars as $, type InvoiceDetailWithWorkOrder } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { ratePercent } from './invoices.mapper';

/** GET invoices/{id}/details: each detail with its work order, branch (and manager), rep and services. */
export async function invoiceDetailsWithWorkOrders(
  db: Db,
  invoiceId: number,
): Promise<InvoiceDetailWithWorkOrder[]> {
  const rows = await db
    .selectFrom('invoice_details as d')
    .innerJoin('work_orders as w', 'w.id', 'd.work_order_id')
    .innerJoin('branches as b', 'b.id', 'w.branch_id')
    .leftJoin('employees as e', 'e.id', 'w.sales_rep_id')
    .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
    .select([
      'd.id',
      'd.work_order_id',
      'd.net_cents',
      'd.tax_rate_e4',
      'w.description',
      'w.branch_id',
      'w.sales_rep_id',
      'b.name as branch_name',
      'b.branch_manager_id',
    ])
    .select(sql<string>`coalesce(e.first_name || ' ' || e.last_name, '')`.as('rep'))
    .select(
      sql<string>`coalesce(l.address || ', ' || l.city || ', ' || l.state || ' ' || l.zip, '')`.as('address'),
    )
    .where('d.invoice_id', '=', invoiceId)
    .orderBy('d.work_order_id')
    .execute();
  const services = rows.length
    ? await db
        .selectFrom('work_order_services as ws')
        .innerJoin('services as s', 's.id', 'ws.service_id')
        .select(['ws.id', 'ws.work_order_id', 'ws.description', 's.name', 'ws.total_cost_cents'])
        .where(
          'ws.work_order_id',
          'in',
          rows.map((r) => r.work_order_id),
        )
        .where('ws.archived', '=', 0)
        .orderBy('ws.id')
        .execute()
    : [];
  return rows.map((r) => ({
    Id: r.id,
    InvoiceId: invoiceId,
    WorkOrderId: r.work_order_id,
    NetAmount: $(Number(r.net_cents)),
    TaxRate: ratePercent(r.tax_rate_e4),
    WorkOrder: {
      Id: r.work_order_id,
      Description: r.description,
      ServiceAddress: r.address,
      BranchId: r.branch_id,
      Branch: { Id: r.branch_id, Name: r.branch_name, BranchManagerId: r.branch_manager_id },
      SalesRepId: r.sales_rep_id,
      SalesRepName: r.rep,
      Services: services
        .filter((s) => s.work_order_id === r.work_order_id)
        .map((s) => ({
          Id: s.id,
          Description: s.description?.trim() || s.name,
          TotalCost: $(Number(s.total_cost_cents)),
        })),
    },
  }));
}

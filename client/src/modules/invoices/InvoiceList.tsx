import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import {
  B,
  F,
  formatDate,
  InvoiceApprovedStatuses,
  PrintStatuses,
  SearchTypes,
  type InvoiceListItem,
} from '@canopy/shared';
import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { idOptions, idsFilter } from '../../ui/idsFilter';
import { ListSavedSearches } from '../../ui/ListSavedSearches';
import { useListState } from '../../ui/listState';
import { arboristsQuery } from '../work-orders/queries';
import { money } from './money';
import {
  approvedStatusesQuery,
  fetchInvoices,
  invoiceKeys,
  invoiceTotalsQuery,
  paymentStatusesQuery,
  printStatusesQuery,
  type InvoiceFilters,
} from './queries';
import { useInvoiceSelection } from './useInvoiceSelection';

/** invoices.list scrolls 15 at a time (spec §9). */
export const INVOICE_SCROLL = 15;

const columns: DataListColumn<InvoiceListItem>[] = [
  { key: 'Id', title: 'Invoice #', width: 100 },
  { key: 'AccountName', title: 'Account', maxWidth: 220 },
  { key: 'InvoiceDate', title: 'Date', width: 100, render: (i) => formatDate(i.InvoiceDate) },
  { key: 'BranchName', title: 'Branch', hideOnPhone: true },
  { key: 'ArboristName', title: 'Arborist', hideOnPhone: true },
  { key: 'ApprovedStatus', title: 'Approved', width: 140 },
  { key: 'PrintStatus', title: 'Print', width: 100, hideOnPhone: true },
  { key: 'PaymentStatus', title: 'Payment', width: 120, hideOnPhone: true },
  { key: 'TotalCost', title: 'Net', width: 110, hideOnPhone: true, render: (i) => money(i.TotalCost) },
  { key: 'TotalTax', title: 'Tax', width: 100, hideOnPhone: true, render: (i) => money(i.TotalTax) },
  {
    key: 'InvoiceAmount',
    title: 'Invoice Amount',
    width: 130,
    hideOnPhone: true,
    render: (i) => money(i.InvoiceAmount),
  },
  { key: 'Payments', title: 'Payments', width: 110, hideOnPhone: true, render: (i) => money(i.Payments) },
  {
    key: 'Adjustments',
    title: 'Adjustments',
    width: 120,
    hideOnPhone: true,
    render: (i) => money(i.Adjustments),
  },
  { key: 'AmountDue', title: 'Balance Due', width: 120, render: (i) => money(i.AmountDue) },
];

/** Invoices (spec §2): every filter, the dashboard presets, a totals row, infinite scroll. */
export function InvoiceList() {
  const navigate = useNavigate();
  const search = useSearch({ from: '/app/invoices' });
  const me = useSession()?.Employee.Id ?? 0;
  const claims = useClaims();
  const branches = useQuery(branchChoicesFor('Invoices', me)).data?.Branches ?? [];
  const arborists = useQuery(arboristsQuery(0)).data ?? [];
  const approved = useQuery(approvedStatusesQuery).data ?? [];
  const printed = useQuery(printStatusesQuery).data ?? [];
  const paid = useQuery(paymentStatusesQuery).data ?? [];
  const list = useListState<InvoiceFilters>({
    pageSize: INVOICE_SCROLL,
    filters: {
      ArboristIds: search.arboristIds,
      BranchIds: search.branchIds,
      InvoiceApprovedStatusIds: search.invoiceApprovedStatusIds,
      PrintStatusIds: search.printStatusIds,
    },
  });
  const f = list.state.filters;
  const set = (next: InvoiceFilters) => list.onStateChange({ ...list.state, page: 1, filters: next });
  const idFilter = idsFilter(f, set);
  const totals = useQuery(invoiceTotalsQuery(list.state.query, f)).data;
  const preset = (statusId: number) =>
    set({ InvoiceApprovedStatusIds: [statusId], PrintStatusIds: [PrintStatuses.NotSent] });
  const mayApprove = (claims?.Invoices_TransactionApproval ?? 0) & (B | F);
  const selection = useInvoiceSelection();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Invoices
        </Title>
        {!!mayApprove && (
          <Anchor component={Link} to="/invoices/pending-transactions">
            Pending transactions
          </Anchor>
        )}
        {!!((claims?.Invoices ?? 0) & (B | F)) && (
          <>
            <Anchor component={Link} to="/invoices/payments">
              Multiple payment
            </Anchor>
            <Anchor component={Link} to="/invoices/statements">
              Statements
            </Anchor>
          </>
        )}
      </Group>
      {selection.bar}
      <DataList<InvoiceListItem, InvoiceFilters>
        columns={[selection.column, ...columns]}
        queryKey={invoiceKeys.list}
        fetchPage={fetchInvoices}
        state={list.state}
        onStateChange={list.onStateChange}
        variant="infinite"
        pageSizes={[INVOICE_SCROLL]}
        searchPlaceholder="Search invoice number or account"
        emptyText="No invoices match these filters"
        onRowClick={(i) => void navigate({ to: '/invoices/info', search: { id: i.Id } })}
        totals={() =>
          totals
            ? {
                Id: 'Totals',
                TotalCost: money(totals.NetAmountTotal),
                TotalTax: money(totals.TaxTotal),
                InvoiceAmount: money(totals.InvoiceAmountTotal),
                Payments: money(totals.PaymentTotal),
                Adjustments: money(totals.AdjustmentTotal),
                AmountDue: money(totals.BalanceDueTotal),
              }
            : {}
        }
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            {idFilter('BranchIds', 'Branch', idOptions(branches))}
            {idFilter('ArboristIds', 'Arborist', idOptions(arborists))}
            {idFilter('InvoiceApprovedStatusIds', 'Approved status', idOptions(approved))}
            {idFilter('PrintStatusIds', 'Print status', idOptions(printed))}
            {idFilter('PaymentStatusIds', 'Payment status', idOptions(paid))}
            <Button variant="default" onClick={() => preset(InvoiceApprovedStatuses.PendingApproval)}>
              Pending approval, not sent
            </Button>
            <Button variant="default" onClick={() => preset(InvoiceApprovedStatuses.Approved)}>
              Approved, not sent
            </Button>
            <ListSavedSearches<InvoiceFilters & { Query?: string }>
              searchTypeId={SearchTypes.Invoices}
              filters={{ Query: list.state.query || undefined, ...f }}
              onApply={({ Query, ...filters }) =>
                list.onStateChange({ ...list.state, page: 1, query: Query ?? '', filters })
              }
            />
          </Group>
        }
      />
    </Stack>
  );
}

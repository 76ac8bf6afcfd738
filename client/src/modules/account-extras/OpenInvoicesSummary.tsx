import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_SUMMARY_PAGE_SIZE, formatDate, Messages, type OpenInvoice } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { formatDollars, sumDollars } from './money';
import { accountExtrasKeys, fetchOpenInvoices } from './queries';
import { RecordLink } from './RecordLink';
import { SummarySection } from './SummarySection';
import { useCanOpen } from './useCanOpen';

function columns(linkInvoices: boolean): DataListColumn<OpenInvoice>[] {
  return [
    {
      key: 'Id',
      title: 'Invoice',
      width: 120,
      render: (i) =>
        linkInvoices ? <RecordLink href={`/invoices/info?id=${i.Id}`}>{i.Id}</RecordLink> : i.Id,
    },
    { key: 'InvoiceDate', title: 'Invoice date', render: (i) => formatDate(i.InvoiceDate) },
    { key: 'TotalDue', title: 'Total', width: 130, align: 'right', render: (i) => formatDollars(i.TotalDue) },
    {
      key: 'AmountDue',
      title: 'Amount due',
      width: 130,
      align: 'right',
      render: (i) => formatDollars(i.AmountDue),
    },
  ];
}

/** The account's open invoices. The call answers all of them, so they are paged here, 10 a page. */
export function OpenInvoicesSummary({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const linkInvoices = useCanOpen('/invoices/info');
  const invoices = useQuery({
    queryKey: accountExtrasKeys.openInvoices(accountId),
    queryFn: () => fetchOpenInvoices(accountId),
    meta: { errorMessage: Messages.OpenInvoicesNotRetrieved },
  });
  const all = invoices.data ?? [];
  const start = (page - 1) * ACCOUNT_SUMMARY_PAGE_SIZE;
  return (
    <SummarySection<OpenInvoice>
      title="Open invoices"
      columns={columns(linkInvoices)}
      rows={all.slice(start, start + ACCOUNT_SUMMARY_PAGE_SIZE)}
      rowKey={(i) => i.Id}
      total={invoices.data ? all.length : null}
      page={page}
      onPage={setPage}
      loading={invoices.isPending}
      error={invoices.error ? Messages.OpenInvoicesNotRetrieved : null}
      onRetry={() => void invoices.refetch()}
      emptyText="No open invoices"
      totals={{ InvoiceDate: 'Total open', AmountDue: sumDollars(all.map((i) => i.AmountDue)) }}
    />
  );
}

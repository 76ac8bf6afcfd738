import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  dollarsToCents,
  formatCurrency,
  formatDate,
  WORK_ORDER_REPORT_PAGE_SIZE,
  type WorkOrderReportRow,
} from '@canopy/shared';
import { DataListPager } from '../../../ui/DataListPager';
import { DataListTable } from '../../../ui/DataListTable';
import type { DataListColumn } from '../../../ui/dataListTypes';
import { handleApiError } from '../../../ui/handleApiError';
import { LoadNotice } from '../../../ui/LoadNotice';
import { RecordLink } from '../../account-extras/RecordLink';
import { saveBlob } from '../../employees/saveBlob';
import { ReportFilters } from './ReportFilters';
import { fetchReport, fetchReportCsv, type ReportFilters as Filters } from './reportQueries';

const hours = (n: number) => n.toFixed(2);
const money = (n: number | null) => (n === null ? '' : formatCurrency(dollarsToCents(n)));

function columns(prices: boolean): DataListColumn<WorkOrderReportRow>[] {
  return [
    {
      key: 'WorkOrderId',
      title: 'Work Order',
      width: 110,
      render: (r) => <RecordLink href={`/workorders/info?id=${r.WorkOrderId}`}>{r.WorkOrderId}</RecordLink>,
    },
    { key: 'Branch', title: 'Branch', width: 120 },
    { key: 'ServiceGroup', title: 'Service Group', width: 130 },
    { key: 'WorkOrderStatus', title: 'Status', width: 120 },
    { key: 'CompletionStatus', title: 'Completion', width: 140 },
    { key: 'ArboristName', title: 'Arborist', width: 130 },
    { key: 'ForemanName', title: 'Foreman', width: 130 },
    { key: 'ScheduleDate', title: 'Schedule Date', width: 120, render: (r) => formatDate(r.ScheduleDate) },
    { key: 'DateCompleted', title: 'Completed', width: 120, render: (r) => formatDate(r.DateCompleted) },
    { key: 'CustomerName', title: 'Customer', width: 160 },
    {
      key: 'Services',
      title: 'Services Done',
      width: 110,
      align: 'right',
      render: (r) => `${r.ServicesCompleted} / ${r.ServicesTotal}`,
    },
    {
      key: 'EstimatedHours',
      title: 'Est. Hours',
      width: 100,
      align: 'right',
      render: (r) => hours(r.EstimatedHours),
    },
    {
      key: 'ActualHours',
      title: 'Actual Hours',
      width: 100,
      align: 'right',
      render: (r) => hours(r.ActualHours),
    },
    ...(prices
      ? [
          {
            key: 'EstimatedValue',
            title: 'Est. Value',
            width: 110,
            align: 'right' as const,
            render: (r: WorkOrderReportRow) => money(r.EstimatedValue),
          },
        ]
      : []),
  ];
}

/** The work order tracking report (/workorders/report): filters, 12 a page, and the rows as CSV. */
export function WorkOrderReport() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const take = WORK_ORDER_REPORT_PAGE_SIZE;
  const report = useQuery({
    queryKey: ['workOrders', 'report', filters, page] as const,
    queryFn: () => fetchReport(filters, (page - 1) * take, take),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.rows ?? [];
  // The server sends prices only to holders of WorkOrders_Pricing; the column follows what it sent.
  const prices = rows.some((r) => r.EstimatedValue !== null);

  async function downloadCsv() {
    setDownloading(true);
    try {
      saveBlob(await fetchReportCsv(filters), 'work-order-report.csv');
    } catch (error) {
      handleApiError(error, 'The CSV download failed.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Work Order Tracking Report</Title>
        <Button variant="default" onClick={downloadCsv} loading={downloading}>
          Export CSV
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ReportFilters
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </Group>
      {report.error ? (
        <LoadNotice title="The report could not be loaded" error={report.error} onRetry={report.refetch} />
      ) : (
        <DataListTable
          columns={columns(prices)}
          rows={rows}
          rowKey={(r) => r.WorkOrderId}
          sort={null}
          descending={false}
          onSort={() => {}}
          loading={report.isPending}
          skeletonRows={3}
          emptyText="No work orders match these filters."
          editing={null}
          renderEditor={() => null}
        />
      )}
      <DataListPager
        variant="pages"
        page={page}
        pageCount={report.data?.total ? Math.ceil(report.data.total / take) : 0}
        onPage={setPage}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={() => {}}
      />
    </Stack>
  );
}

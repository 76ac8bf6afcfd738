import { queryOptions } from '@tanstack/react-query';
import type { IdName, WorkOrderReportRequest, WorkOrderReportRow } from '@canopy/shared';
import { api, toPage } from '../../../kernel/api/client';
import type { ListPage } from '../../../ui/listState';

export type ReportFilters = Omit<WorkOrderReportRequest, 'Skip' | 'Take'>;

export async function fetchReport(
  filters: ReportFilters,
  skip: number,
  take: number,
): Promise<ListPage<WorkOrderReportRow>> {
  return toPage(await api.post('/workOrders/report', { body: { ...filters, Skip: skip, Take: take } }));
}

/** Every row the filters keep, as CSV (the server ignores paging for it). */
export async function fetchReportCsv(filters: ReportFilters): Promise<Blob> {
  const headers = { Accept: 'text/csv' };
  return (await api.postForFile('/workOrders/report/csv', { body: filters, headers })).data;
}

export const completionStatusesQuery = queryOptions({
  queryKey: ['workOrders', 'completion-statuses'] as const,
  queryFn: async (): Promise<IdName[]> => (await api.get('/workOrders/completion-statuses')).data,
  staleTime: 5 * 60_000,
});

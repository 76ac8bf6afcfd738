import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate, Messages, seesPrices, type SummaryService } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import type { DataListColumn } from '../../ui/dataListTypes';
import { formatDollars } from './money';
import { accountExtrasKeys, fetchServices, type ServiceKind } from './queries';
import { RecordLink } from './RecordLink';
import { SummarySection } from './SummarySection';
import { useCanOpen } from './useCanOpen';

const TEXT = {
  upcoming: { title: 'Upcoming services', date: 'Scheduled', empty: 'No upcoming services' },
  completed: { title: 'Completed services', date: 'Completed', empty: 'No completed services' },
};

function columns(
  kind: ServiceKind,
  linkWorkOrders: boolean,
  prices: boolean,
): DataListColumn<SummaryService>[] {
  return [
    {
      key: 'WorkOrderId',
      title: 'Work order',
      width: 120,
      render: (s) =>
        linkWorkOrders ? (
          <RecordLink href={`/workorders/info?id=${s.WorkOrderId}`}>{s.WorkOrderId}</RecordLink>
        ) : (
          s.WorkOrderId
        ),
    },
    { key: 'ServiceName', title: 'Service' },
    { key: 'Date', title: TEXT[kind].date, width: 120, render: (s) => formatDate(s.Date) },
    ...(prices
      ? [
          {
            key: 'TotalCost',
            title: 'Total',
            width: 120,
            align: 'right' as const,
            render: (s: SummaryService) => (s.TotalCost === null ? '' : formatDollars(s.TotalCost)),
          },
        ]
      : []),
  ];
}

/** A location's upcoming or completed services, paged by the server. */
export function ServicesSummary({ kind, locationId }: { kind: ServiceKind; locationId: number }) {
  const [page, setPage] = useState(1);
  const linkWorkOrders = useCanOpen('/workorders/info');
  const prices = seesPrices(useClaims());
  const services = useQuery({
    queryKey: [...accountExtrasKeys.services(kind, locationId), page],
    queryFn: () => fetchServices(kind, locationId, page),
    placeholderData: keepPreviousData,
  });
  return (
    <SummarySection<SummaryService>
      title={TEXT[kind].title}
      columns={columns(kind, linkWorkOrders, prices)}
      rows={services.data?.rows ?? []}
      rowKey={(s) => `${s.WorkOrderId}-${s.ServiceId}`}
      total={services.data?.total ?? null}
      page={page}
      onPage={setPage}
      loading={services.isPending}
      error={services.error ? failureMessage(services.error, Messages.ServerError) : null}
      onRetry={() => void services.refetch()}
      emptyText={TEXT[kind].empty}
    />
  );
}

import { useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { SERVICE_REQUEST_PAGE_SIZE, type ServiceRequestListItem } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import { idOptions, idsFilter } from '../../ui/idsFilter';
import type { DataListColumn } from '../../ui/dataListTypes';
import { useListState } from '../../ui/listState';
import { useCanOpen } from '../account-extras/useCanOpen';
import {
  arboristsQuery,
  fetchRequests,
  requestKeys,
  requestStatusesQuery,
  type RequestFilters,
} from './queries';
import { formatWhen, PERIODS, periodRange, type Period } from './when';

const columns: DataListColumn<ServiceRequestListItem>[] = [
  { key: 'AppointmentDate', title: 'When', width: 150, render: (r) => formatWhen(r.AppointmentDate) },
  { key: 'AccountName', title: 'Account', maxWidth: 220 },
  { key: 'Address', title: 'Location', maxWidth: 240, hideOnPhone: true },
  { key: 'TypeName', title: 'Type', width: 110, hideOnPhone: true },
  { key: 'StatusName', title: 'Status', width: 100 },
  { key: 'SalesRepName', title: 'Arborist', hideOnPhone: true },
  { key: 'BranchName', title: 'Branch', hideOnPhone: true },
];

/** Service Requests (spec §2 requests.list): 12 a page, opening on This Week. */
export function RequestList() {
  const navigate = useNavigate();
  const canAdd = useCanOpen('/requests/add');
  const canSettings = useCanOpen('/requests/settings');
  const [period, setPeriod] = useState<Period>('This Week');
  const statuses = useQuery(requestStatusesQuery).data ?? [];
  // Spec §6: choosing among arborists needs Full, which adding needs too.
  const arborists = useQuery({ ...arboristsQuery, enabled: canAdd }).data ?? [];
  const list = useListState<RequestFilters>({
    pageSize: SERVICE_REQUEST_PAGE_SIZE,
    filters: periodRange('This Week'),
  });
  const f = list.state.filters;
  const set = (next: Partial<RequestFilters>) =>
    list.onStateChange({ ...list.state, page: 1, filters: { ...f, ...next } });
  const idFilter = idsFilter(f, set);

  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Service Requests
        </Title>
        <Group gap="xs">
          {canAdd && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => void navigate({ to: '/requests/add' })}
            >
              Add Request
            </Button>
          )}
          {canSettings && (
            <ActionIcon
              component={Link}
              to="/requests/settings"
              variant="default"
              size="lg"
              aria-label="Service request settings"
            >
              <IconSettings size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <DataList<ServiceRequestListItem, RequestFilters>
        columns={columns}
        queryKey={requestKeys.list}
        fetchPage={fetchRequests}
        state={list.state}
        onStateChange={list.onStateChange}
        pageSizes={[SERVICE_REQUEST_PAGE_SIZE]}
        searchPlaceholder="Search account, address, arborist, notes"
        emptyText="No service requests match these filters"
        onRowClick={(r) => void navigate({ to: '/requests/info', search: { id: r.Id, url: '/requests' } })}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Date"
              data={[...PERIODS]}
              value={period}
              onChange={(v) => {
                const next = (v ?? 'This Week') as Period;
                setPeriod(next);
                set({ DateFrom: undefined, DateTo: undefined, ...periodRange(next) });
              }}
              allowDeselect={false}
              w={140}
            />
            {idFilter('StatusIds', 'Status', idOptions(statuses))}
            {canAdd && idFilter('ArboristIds', 'Arborist', idOptions(arborists), 200)}
          </Group>
        }
      />
    </Stack>
  );
}

import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  ACCOUNT_PAGE_SIZE,
  formatPhone,
  formatZip,
  LocationStatuses,
  nameOf,
  type Account,
  type LocationRow,
} from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { useListState } from '../../ui/listState';
import { addLocationHref, locationHref } from './infoSearch';
import { accountKeys, fetchAccountLocations } from './queries';

export interface AccountLocationsProps {
  account: Account;
  /** Account Full or Branch: may add locations. */
  canEdit: boolean;
}

const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'gray', 3: 'orange' };

const columns: DataListColumn<LocationRow>[] = [
  {
    key: 'Address',
    title: 'Service address',
    render: (l) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{[l.Name, l.Address].filter(Boolean).join(' · ')}</Text>
        {l.IsBillTo && (
          <Badge size="xs" variant="light">
            Bill to
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'City', title: 'City', render: (l) => `${l.City}, ${l.State} ${formatZip(l.Zip)}` },
  { key: 'BranchName', title: 'Branch' },
  { key: 'PrimaryContactName', title: 'Primary contact', render: (l) => l.PrimaryContactName ?? '' },
  { key: 'Phone', title: 'Phone', render: (l) => formatPhone(l.Phone) },
  {
    key: 'StatusId',
    title: 'Status',
    render: (l) => (
      <Badge variant="light" color={STATUS_COLORS[l.StatusId] ?? 'gray'}>
        {String(nameOf(LocationStatuses, l.StatusId) ?? '')}
      </Badge>
    ),
  },
];

/** The account's service locations, 12 a page; a row opens the location screen. */
export function AccountLocations({ account, canEdit }: AccountLocationsProps) {
  const list = useListState({ pageSize: ACCOUNT_PAGE_SIZE });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const go = (href: string) => {
    pushReturnPage(here);
    void navigate({ href });
  };

  return (
    <DataList<LocationRow>
      columns={columns}
      queryKey={accountKeys.locations(account.Id)}
      fetchPage={(req) => fetchAccountLocations(account.Id, req)}
      state={list.state}
      onStateChange={list.onStateChange}
      onRowClick={(l) => go(locationHref(l.Id, account.Id, account.Name))}
      searchPlaceholder="Search locations"
      emptyText={
        list.state.query ? 'No locations match this search' : 'The account has no service locations yet'
      }
      toolbar={
        canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => go(addLocationHref(account.Id, account.Name))}
          >
            Add location
          </Button>
        )
      }
    />
  );
}

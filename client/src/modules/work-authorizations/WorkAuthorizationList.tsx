import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatDate, WORK_AUTHORIZATION_PAGE_SIZE, type WorkAuthorizationListItem } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { idOptions, idsFilter } from '../../ui/idsFilter';
import { useListState } from '../../ui/listState';
import { BulkConfirm } from './BulkConfirm';
import { fetchWas, waApprovalStatusesQuery, waKeys, waStatusesQuery, type WaFilters } from './queries';

const baseColumns: DataListColumn<WorkAuthorizationListItem>[] = [
  { key: 'ProposalNumber', title: 'Proposal #', width: 120 },
  { key: 'AccountName', title: 'Account', maxWidth: 220 },
  { key: 'Address', title: 'Location', maxWidth: 240, hideOnPhone: true },
  { key: 'Status', title: 'Status', width: 130 },
  { key: 'ApprovalStatus', title: 'Approval', width: 130, hideOnPhone: true },
  { key: 'SalesRepName', title: 'Sales Rep', hideOnPhone: true },
  { key: 'BranchName', title: 'Branch', hideOnPhone: true },
  { key: 'CreatedDate', title: 'Created', width: 100, render: (w) => formatDate(w.CreatedDate) },
];

/** Work authorizations (spec §2): 12 a page, filters preset from the address, within the caller's reach. */
export function WorkAuthorizationList() {
  const navigate = useNavigate();
  const search = useSearch({ from: '/app/workauthorization' });
  const statuses = useQuery(waStatusesQuery).data ?? [];
  const approvals = useQuery(waApprovalStatusesQuery).data ?? [];
  const list = useListState<WaFilters>({
    pageSize: WORK_AUTHORIZATION_PAGE_SIZE,
    filters: { StatusIds: search.statusIds, BranchIds: search.branchIds, SalesRepIds: search.arboristIds },
  });
  const f = list.state.filters;
  const set = (next: Partial<WaFilters>) =>
    list.onStateChange({ ...list.state, page: 1, filters: { ...f, ...next } });
  const idFilter = idsFilter(f, set);
  // Selected proposals (the bulk call names proposals), with the number to name them by.
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const columns = useMemo<DataListColumn<WorkAuthorizationListItem>[]>(
    () => [
      {
        key: 'select',
        title: '',
        width: 44,
        render: (w) => (
          <Checkbox
            aria-label={`Select ${w.ProposalNumber}`}
            checked={selected.has(w.ProposalId)}
            // A tick selects; it must not also open the row.
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => {
              const next = new Map(selected);
              if (e.currentTarget.checked) next.set(w.ProposalId, w.ProposalNumber);
              else next.delete(w.ProposalId);
              setSelected(next);
            }}
          />
        ),
      },
      ...baseColumns,
    ],
    [selected],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Work Authorizations
      </Title>
      <BulkConfirm selected={selected} onDone={() => setSelected(new Map())} />
      <DataList<WorkAuthorizationListItem, WaFilters>
        columns={columns}
        queryKey={waKeys.list}
        fetchPage={fetchWas}
        state={list.state}
        onStateChange={list.onStateChange}
        pageSizes={[WORK_AUTHORIZATION_PAGE_SIZE]}
        searchPlaceholder="Search number, account, address"
        emptyText="No work authorizations match these filters"
        onRowClick={(w) => void navigate({ to: '/workauthorization/info', search: { id: w.Id } })}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            {idFilter('StatusIds', 'Status', idOptions(statuses))}
            {idFilter('ApprovalStatusIds', 'Approval', idOptions(approvals))}
            {(f.BranchIds || f.SalesRepIds) && (
              <Button variant="default" onClick={() => set({ BranchIds: undefined, SalesRepIds: undefined })}>
                Any branch or rep
              </Button>
            )}
          </Group>
        }
      />
    </Stack>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatDate, PROPOSAL_PAGE_SIZE, type ProposalListItem } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { DateInput } from '../../ui/inputs';
import { useListState } from '../../ui/listState';
import { QueryState } from '../../ui/QueryState';
import { ProposalFilterFields, ProposalPeopleFilters } from './ProposalFilterFields';
import {
  fetchProposals,
  proposalBranchesQuery,
  proposalHeaderQuery,
  proposalKeys,
  proposalStatusesQuery,
  type ProposalFilters,
} from './queries';

const columns: DataListColumn<ProposalListItem>[] = [
  { key: 'ProposalNumber', title: 'Proposal #', width: 120 },
  { key: 'AccountName', title: 'Account', maxWidth: 220 },
  { key: 'Address', title: 'Location', maxWidth: 240, hideOnPhone: true },
  { key: 'ProposalStatus', title: 'Status', width: 110 },
  { key: 'SalesRepName', title: 'Sales Rep', hideOnPhone: true },
  { key: 'BranchName', title: 'Branch', hideOnPhone: true },
  { key: 'CreatedDate', title: 'Created', width: 100, render: (p) => formatDate(p.CreatedDate) },
];

/** Proposals (spec §2 proposals.list): 10 a page, opening on the payroll week. */
export function ProposalList() {
  const header = useQuery(proposalHeaderQuery);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Proposals
      </Title>
      <QueryState query={header} errorTitle="The proposals could not be loaded">
        {(h) => <Proposals from={h.FromDate} to={h.ToDate} canAdd={h.CanAdd} />}
      </QueryState>
    </Stack>
  );
}

function Proposals({ from, to, canAdd }: { from: string; to: string; canAdd: boolean }) {
  const navigate = useNavigate();
  const search = useSearch({ from: '/app/proposals' });
  const statuses = useQuery(proposalStatusesQuery).data ?? [];
  const branches = useQuery(proposalBranchesQuery).data ?? [];
  const list = useListState<ProposalFilters>({
    pageSize: PROPOSAL_PAGE_SIZE,
    filters: {
      FromDate: from,
      ToDate: to,
      EmployeeIds: search.arboristIds,
      BranchIds: search.branchIds,
      StatusIds: search.statusIds,
      SalesRepId: search.salesRepId,
      AccountIds: search.accountIds,
    },
  });
  const f = list.state.filters;
  const set = (next: Partial<ProposalFilters>) => {
    const filters = { ...f, ...next };
    list.onStateChange({ ...list.state, page: 1, filters });
    void navigate({
      to: '/proposals',
      search: {
        arboristIds: filters.EmployeeIds,
        branchIds: filters.BranchIds,
        statusIds: filters.StatusIds,
        salesRepId: filters.SalesRepId ?? undefined,
        accountIds: filters.AccountIds,
      },
      replace: true,
    });
  };

  return (
    <DataList<ProposalListItem, ProposalFilters>
      columns={columns}
      queryKey={proposalKeys.list}
      fetchPage={fetchProposals}
      state={list.state}
      onStateChange={list.onStateChange}
      pageSizes={[PROPOSAL_PAGE_SIZE]}
      searchPlaceholder="Search number, account, address, rep"
      emptyText="No proposals match these filters"
      onRowClick={(p) => void navigate({ to: '/proposals/info', search: { id: p.Id } })}
      toolbar={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ProposalFilterFields statuses={statuses} branches={branches} filters={f} onChange={set} />
          <ProposalPeopleFilters filters={f} onChange={set} />
          <DateInput label="From" value={f.FromDate ?? null} onChange={(v) => set({ FromDate: v })} w={140} />
          <DateInput label="To" value={f.ToDate ?? null} onChange={(v) => set({ ToDate: v })} w={140} />
          {f.EmployeeIds && (
            <Button variant="default" onClick={() => set({ EmployeeIds: undefined })}>
              Any arborist
            </Button>
          )}
          {canAdd && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => void navigate({ to: '/proposals/add' })}
            >
              Add Proposal
            </Button>
          )}
        </Group>
      }
    />
  );
}

import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Switch, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { CONTRACT_PAGE_SIZE, type ContractListHeader, type ProposalListItem } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { useListState } from '../../ui/listState';
import { QueryState } from '../../ui/QueryState';
import { idOptions, idsFilter } from '../../ui/idsFilter';
import { ProposalFilterFields } from '../proposals/ProposalFilterFields';
import { ContractBulkActions } from './ContractBulkActions';
import { contractHeaderQuery, contractKeys, fetchContracts, type ContractFilters } from './queries';

/** proposals.contractlist (spec §2): contracts 10 a page, legacy ones hidden unless shown, bulk select. */
export function ContractList() {
  const header = useQuery(contractHeaderQuery);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Contracts
      </Title>
      <QueryState query={header} errorTitle="The contracts could not be loaded">
        {(h) => <Contracts header={h} />}
      </QueryState>
    </Stack>
  );
}

function Contracts({ header }: { header: ContractListHeader }) {
  const navigate = useNavigate();
  const search = useSearch({ from: '/app/proposals/contracts' });
  // The selection outlives paging: a row's WA is remembered with it for the print rule.
  const [selected, setSelected] = useState<Map<number, boolean>>(new Map());
  const list = useListState<ContractFilters>({
    pageSize: CONTRACT_PAGE_SIZE,
    filters: { ShowLegacyContract: search.showLegacy ?? false },
  });
  const f = list.state.filters;
  const set = (next: Partial<ContractFilters>) =>
    list.onStateChange({ ...list.state, page: 1, filters: { ...f, ...next } });
  const idFilter = idsFilter(f, set);
  const toggle = (row: ProposalListItem) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(row.Id)) next.delete(row.Id);
      else next.set(row.Id, !!row.WorkAuthorizationId);
      return next;
    });

  const columns: DataListColumn<ProposalListItem>[] = [
    ...(header.CanEdit
      ? [
          {
            key: 'Select',
            title: '',
            width: 40,
            render: (c: ProposalListItem) => (
              <Checkbox
                aria-label={`Select ${c.ProposalNumber}`}
                checked={selected.has(c.Id)}
                onChange={() => toggle(c)}
                onClick={(e) => e.stopPropagation()}
              />
            ),
          },
        ]
      : []),
    { key: 'ProposalNumber', title: 'Contract #', width: 120 },
    { key: 'AccountName', title: 'Account', maxWidth: 200 },
    { key: 'ProposalStatus', title: 'Status', width: 100 },
    { key: 'ContractStatus', title: 'Contract Status', width: 120, hideOnPhone: true },
    { key: 'WorkAuthorizationStatus', title: 'Work Authorization', width: 140 },
    { key: 'ServiceClassificationNames', title: 'Classifications', maxWidth: 180, hideOnPhone: true },
    { key: 'SalesRepName', title: 'Sales Rep', hideOnPhone: true },
    { key: 'YearOfWork', title: 'Year', width: 70, hideOnPhone: true },
  ];

  return (
    <Stack gap="sm">
      {header.CanEdit && (
        <ContractBulkActions
          selected={[...selected.keys()]}
          allHaveWa={[...selected.values()].every(Boolean)}
          onDone={() => setSelected(new Map())}
        />
      )}
      <DataList<ProposalListItem, ContractFilters>
        columns={columns}
        queryKey={contractKeys.list}
        fetchPage={fetchContracts}
        state={list.state}
        onStateChange={list.onStateChange}
        pageSizes={[CONTRACT_PAGE_SIZE]}
        searchPlaceholder="Search number, account, address, rep"
        emptyText="No contracts match these filters"
        onRowClick={(c) => void navigate({ to: '/proposals/contracts/detail', search: { id: c.Id } })}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <ProposalFilterFields
              statuses={header.Statuses}
              branches={header.Branches}
              filters={f}
              onChange={set}
            />
            {idFilter('WAStatusIds', 'WA status', idOptions(header.WorkAuthorizationStatuses))}
            {idFilter('WAApprovedValues', 'WA approved', idOptions(header.ApprovedValues))}
            {idFilter('ClassificationIds', 'Classification', idOptions(header.Classifications))}
            <Switch
              label="Show legacy contracts"
              checked={!!f.ShowLegacyContract}
              onChange={(e) => set({ ShowLegacyContract: e.currentTarget.checked })}
            />
            {header.CanEdit && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => void navigate({ to: '/proposals/contracts/add' })}
              >
                Add Contract
              </Button>
            )}
          </Group>
        }
      />
    </Stack>
  );
}

import { useMemo } from 'react';
import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { allows, F, has, type SalesTerritoryRow } from '@canopy/shared';
import { screen } from '../../app/routes/screens';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { deleteTerritoryConfirmed } from './deleteTerritoryConfirmed';
import { saveTerritoryRow } from './mutations';
import { territoryFetcher, territoryKeys } from './queries';
import { toListState, toSearch, type TerritoryFilters } from './search';
import { TerritoryBranchFilter } from './TerritoryBranchFilter';
import { TerritoryRowEditor } from './TerritoryRowEditor';

const baseColumns: DataListColumn<SalesTerritoryRow>[] = [
  { key: 'Name', title: 'Name', width: '40%' },
  { key: 'BranchName', title: 'Branch', width: '30%' },
  { key: 'ZipCodeCount', title: 'Zip codes', align: 'right', width: 100 },
];

export function SalesTerritoryList() {
  const search = useSearch({ from: '/app/sales-territories' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pushReturnPage = useReturnPages((s) => s.push);
  const claims = useClaims();
  const employeeId = useSession()?.Employee.Id ?? 0;
  const canEdit = has(claims, 'SalesTerritories', F);
  const canAdd = canEdit && allows(claims, screen('/sales-territories/add').claim ?? []);
  const canOpen = allows(claims, screen('/sales-territories/info').claim ?? []);
  const state = toListState(search);
  const fetchPage = useMemo(() => territoryFetcher(queryClient, employeeId), [queryClient, employeeId]);

  const setState = (next: ListState<TerritoryFilters>) =>
    void navigate({ to: '/sales-territories', search: toSearch(next), replace: true });

  const open = (row: SalesTerritoryRow) => {
    pushReturnPage(here);
    void navigate({ to: '/sales-territories/info', search: { id: row.Id } });
  };

  const remove = async (row: SalesTerritoryRow) => {
    await deleteTerritoryConfirmed(queryClient, row);
  };

  const columns: DataListColumn<SalesTerritoryRow>[] = canEdit
    ? [
        ...baseColumns,
        {
          key: 'Delete',
          title: '',
          width: 44,
          render: (row) => (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${row.Name}`}
                onClick={(e) => {
                  e.stopPropagation();
                  void remove(row);
                }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]
    : baseColumns;

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          Sales Territories
        </Title>
        {canAdd && (
          <Button
            component={Link}
            to="/sales-territories/add"
            leftSection={<IconPlus size={16} />}
            onClick={() => pushReturnPage(here)}
          >
            Add Sales Territory
          </Button>
        )}
      </Group>
      <DataList<SalesTerritoryRow, TerritoryFilters>
        columns={columns}
        queryKey={territoryKeys.list}
        fetchPage={fetchPage}
        state={state}
        onStateChange={setState}
        onRowClick={canOpen ? open : undefined}
        searchPlaceholder="Search territories"
        emptyText="No sales territories match"
        editable={
          canEdit
            ? {
                canAdd: false,
                renderEditor: (ctx) => <TerritoryRowEditor {...ctx} />,
                onSave: async (values, original) => {
                  // The inline edit sends no Version: the spec's list edit is last-save-wins.
                  const saved = await saveTerritoryRow(queryClient, {
                    Id: values.Id,
                    Name: values.Name,
                    BranchId: values.BranchId,
                  });
                  return {
                    ...(original ?? values),
                    ...saved,
                    ZipCodeCount: saved.SalesTerritoryZipCodes.length,
                  };
                },
              }
            : undefined
        }
        toolbar={
          <TerritoryBranchFilter
            value={state.filters.BranchIds}
            onChange={(BranchIds) => setState({ ...state, page: 1, filters: { BranchIds } })}
          />
        }
      />
    </>
  );
}

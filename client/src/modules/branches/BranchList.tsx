import { Badge, Button, Group, Title } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { F, formatPhone, has, type BranchRow } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { BranchStatusFilter } from './BranchStatusFilter';
import { branchKeys, fetchBranches } from './queries';
import { toListState, toSearch, validateBranchListSearch, type BranchFilters } from './search';

const columns: DataListColumn<BranchRow>[] = [
  { key: 'Name', title: 'Name' },
  {
    key: 'StatusId',
    title: 'Status',
    width: 110,
    render: (b) => (
      <Badge size="sm" variant="light" color={b.StatusId === 1 ? 'green' : 'gray'}>
        {b.BranchStatus.Name}
      </Badge>
    ),
  },
  { key: 'BranchManagerName', title: 'Manager' },
  { key: 'Phone', title: 'Phone', render: (b) => formatPhone(b.Phone) },
];

export function BranchList() {
  const search = useSearch({ from: '/app/branches' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const claims = useClaims();
  const canAdd = has(claims, 'Branch', F);
  const canEditLists = has(claims, 'Settings', F);
  const state = toListState(search);

  const setState = (next: ListState<BranchFilters>) =>
    void navigate({ to: '/branches', search: toSearch(next), replace: true });

  const open = (row: BranchRow) => {
    pushReturnPage(here);
    void navigate({ to: '/branches/info', search: { id: row.Id } });
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          Branches
        </Title>
        <Group gap="xs">
          {canEditLists && (
            <Button
              component={Link}
              to="/branches/list-items"
              variant="default"
              leftSection={<IconList size={16} />}
            >
              List items
            </Button>
          )}
          {canAdd && (
            <Button
              component={Link}
              to="/branches/add"
              leftSection={<IconPlus size={16} />}
              onClick={() => pushReturnPage(here)}
            >
              Add Branch
            </Button>
          )}
        </Group>
      </Group>
      <DataList<BranchRow, BranchFilters>
        columns={columns}
        queryKey={branchKeys.list}
        fetchPage={fetchBranches}
        state={state}
        onStateChange={setState}
        onRowClick={open}
        searchPlaceholder="Search branches"
        emptyText="No branches match"
        toolbar={
          <BranchStatusFilter
            value={search.status}
            onChange={(status) =>
              void navigate({
                to: '/branches',
                search: validateBranchListSearch({ ...search, status, page: undefined }),
                replace: true,
              })
            }
          />
        }
      />
    </>
  );
}

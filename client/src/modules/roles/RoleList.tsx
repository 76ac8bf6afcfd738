import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, type UserRoleRow } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { fetchRoles, roleKeys } from './queries';
import { toListState, toSearch } from './search';

const columns: DataListColumn<UserRoleRow>[] = [
  { key: 'Name', title: 'Name' },
  { key: 'LandingPage', title: 'Landing Page', render: (r) => r.LandingPage.Name },
  { key: 'UserCount', title: 'Users', align: 'right' },
];

export function RoleList() {
  const search = useSearch({ from: '/app/roles' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const canAdd = has(useClaims(), 'UserRole', F);

  const go = (href: string) => {
    pushReturnPage(here);
    void navigate({ href });
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          User Roles
        </Title>
        {canAdd && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => go('/roles/add')}>
            Add Role
          </Button>
        )}
      </Group>
      <DataList<UserRoleRow>
        columns={columns}
        queryKey={roleKeys.list}
        fetchPage={fetchRoles}
        state={toListState(search)}
        onStateChange={(next) => void navigate({ to: '/roles', search: toSearch(next), replace: true })}
        onRowClick={(row) => go(`/roles/info?id=${row.Id}`)}
        searchPlaceholder="Search roles"
      />
    </>
  );
}

import { Title } from '@mantine/core';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import type { UserRoleRow } from '@canopy/shared';
import { useReturnPages } from '../../app/session/returnPages';
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

  const open = (row: UserRoleRow) => {
    pushReturnPage(here);
    void navigate({ href: `/roles/info?id=${row.Id}` });
  };

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        User Roles
      </Title>
      <DataList<UserRoleRow>
        columns={columns}
        queryKey={roleKeys.list}
        fetchPage={fetchRoles}
        state={toListState(search)}
        onStateChange={(next) => void navigate({ to: '/roles', search: toSearch(next), replace: true })}
        onRowClick={open}
        searchPlaceholder="Search roles"
      />
    </>
  );
}

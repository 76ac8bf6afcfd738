import { useCallback, useEffect, useState } from 'react';
import { Badge, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has, Messages, type UserRole } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { notifyError } from '../../ui/notify';
import { allQueries, QueryState } from '../../ui/QueryState';
import { ClaimsEditor } from './ClaimsEditor';
import { DeleteRoleButton } from './DeleteRoleButton';
import { RoleBasicInfo } from './RoleBasicInfo';
import { RolePageHeader } from './RolePageHeader';
import { roleChanged, roleDeleted } from './mutations';
import { fetchAllClaimTypes, fetchLandingPages, fetchRole, roleKeys } from './queries';
import { useBackToRoles } from './useBackToRoles';
import { useLeaveGuard } from './useLeaveGuard';
import { useVersionChain } from './useVersionChain';

export function RoleInfo() {
  const { id } = useSearch({ from: '/app/roles/info' });
  const canEdit = has(useClaims(), 'UserRole', F);
  const ownRoleId = useSession()?.UserRoleId;
  const queryClient = useQueryClient();
  const back = useBackToRoles();
  const chain = useVersionChain();
  const [dirtyInfo, setDirtyInfo] = useState(false);
  const [dirtyClaims, setDirtyClaims] = useState(false);
  const { allowLeave } = useLeaveGuard(dirtyInfo || dirtyClaims);

  const role = useQuery({ queryKey: roleKeys.detail(id), queryFn: () => fetchRole(id), enabled: id > 0 });
  const claimTypes = useQuery({
    queryKey: roleKeys.claimTypes,
    queryFn: fetchAllClaimTypes,
    staleTime: Infinity,
  });
  const landingPages = useQuery({
    queryKey: roleKeys.landingPages,
    queryFn: fetchLandingPages,
    staleTime: Infinity,
  });

  const loadError = role.error ?? claimTypes.error;
  useEffect(() => {
    if (loadError) handleApiError(loadError, Messages.ErrorLoadingRole);
    else if (!id) notifyError(Messages.ErrorLoadingRole);
  }, [loadError, id]);

  const onRoleChange = useCallback(
    (saved: UserRole) => roleChanged(queryClient, saved, ownRoleId),
    [queryClient, ownRoleId],
  );

  function deleted() {
    allowLeave();
    roleDeleted(queryClient, id);
    back({ replace: true });
  }

  const readOnly = !canEdit;
  return (
    <QueryState
      query={allQueries(role, claimTypes)}
      notFound={!id}
      notFoundTitle={Messages.ErrorLoadingRole}
      notFoundText="The address does not name a role."
      errorTitle={Messages.ErrorLoadingRole}
      errorText={null}
      retryLabel="Try again"
      frame={(notice) => (
        <>
          <RolePageHeader title="Role" eyebrow="User role" onBack={() => back()} />
          {notice}
        </>
      )}
      loading={
        <Center py="xl">
          <Loader aria-label="Loading role" />
        </Center>
      }
    >
      {([data, types]) => (
        <>
          <RolePageHeader title={data.Name} eyebrow="User role" onBack={() => back()}>
            {readOnly && (
              <Badge variant="light" color="gray">
                Read only
              </Badge>
            )}
            {canEdit && <DeleteRoleButton roleId={id} roleName={data.Name} onDeleted={deleted} />}
          </RolePageHeader>
          <Stack gap="sm">
            <Paper withBorder p="sm">
              <Title order={2} size="h5" mb="xs">
                Basic info
              </Title>
              <RoleBasicInfo
                role={data}
                landingPages={landingPages.data}
                readOnly={readOnly}
                chain={chain}
                onRoleChange={onRoleChange}
                onDirtyChange={setDirtyInfo}
              />
            </Paper>
            <Paper withBorder p="sm">
              <Title order={2} size="h5" mb="xs">
                Claims
              </Title>
              <ClaimsEditor
                role={data}
                claimTypes={types}
                readOnly={readOnly}
                chain={chain}
                onRoleChange={onRoleChange}
                onDirtyChange={setDirtyClaims}
              />
            </Paper>
          </Stack>
        </>
      )}
    </QueryState>
  );
}

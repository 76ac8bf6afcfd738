import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has, Messages, type UserRole } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { notifyError } from '../../ui/notify';
import { ClaimsEditor } from './ClaimsEditor';
import { DeleteRoleButton } from './DeleteRoleButton';
import { RoleBasicInfo } from './RoleBasicInfo';
import { RolePageHeader } from './RolePageHeader';
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
    (saved: UserRole) => {
      queryClient.setQueryData(roleKeys.detail(saved.Id), saved);
      void queryClient.invalidateQueries({ queryKey: roleKeys.list });
      // Editing one's own role: the next call brings X-Update-Roles and the api client takes a
      // token with the new claims (menu and guards follow). Make that call now, not on a later click.
      if (saved.Id === ownRoleId) void queryClient.invalidateQueries({ queryKey: roleKeys.detail(saved.Id) });
    },
    [queryClient, ownRoleId],
  );

  function deleted() {
    allowLeave();
    queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: roleKeys.list });
    back({ replace: true });
  }

  function refetchAll() {
    return Promise.all([role.refetch(), claimTypes.refetch()]);
  }

  if (loadError || !id) {
    return (
      <>
        <RolePageHeader title="Role" eyebrow="User role" onBack={() => back()} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={Messages.ErrorLoadingRole}>
          {id ? (
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void refetchAll()}>
              Try again
            </Button>
          ) : (
            'The address does not name a role.'
          )}
        </Alert>
      </>
    );
  }

  if (!role.data || !claimTypes.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading role" />
      </Center>
    );
  }

  const readOnly = !canEdit;
  return (
    <>
      <RolePageHeader title={role.data.Name} eyebrow="User role" onBack={() => back()}>
        {readOnly && (
          <Badge variant="light" color="gray">
            Read only
          </Badge>
        )}
        {canEdit && <DeleteRoleButton roleId={id} roleName={role.data.Name} onDeleted={deleted} />}
      </RolePageHeader>
      <Stack gap="sm">
        <Paper withBorder p="sm">
          <Title order={2} size="h5" mb="xs">
            Basic info
          </Title>
          <RoleBasicInfo
            role={role.data}
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
            role={role.data}
            claimTypes={claimTypes.data}
            readOnly={readOnly}
            chain={chain}
            onRoleChange={onRoleChange}
            onDirtyChange={setDirtyClaims}
          />
        </Paper>
      </Stack>
    </>
  );
}

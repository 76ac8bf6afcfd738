import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has, Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/ConfirmDialog';
import { notifyError, notifySuccess } from '../../ui/notify';
import { BackButton } from '../../ui/BackButton';
import { BranchForm } from './BranchForm';
import { toFormValues } from './branchForm';
import { branchKeys, branchQuery, deleteBranch } from './queries';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';

export function BranchInfoPage() {
  const { id } = useSearch({ from: '/app/branches/info' });
  const canEdit = has(useClaims(), 'Branch', F);
  const branch = useQuery({ ...branchQuery(id), enabled: id > 0 });
  const record = useMemo(() => branch.data && toFormValues(branch.data), [branch.data]);
  const [dirty, setDirty] = useState(false);
  const queryClient = useQueryClient();
  const goBack = useGoBack('/branches');
  useUnsavedChangesGuard(dirty);

  async function remove() {
    const name = branch.data?.Name ?? 'this branch';
    const ok = await confirm({
      title: 'Delete branch',
      message: `Delete the branch '${name}'? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteBranch(id);
    } catch (error) {
      notifyError(failureMessage(error, Messages.DeleteFailed));
      return;
    }
    notifySuccess(Messages.DeletedSuccessfully);
    queryClient.removeQueries({ queryKey: branchKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: branchKeys.list });
    await goBack();
  }

  const notFound = branch.error instanceof ApiError && branch.error.status === 404;
  return (
    <Stack gap="sm" maw={960}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <BackButton fallback="/branches" />
          <Title order={1} size="h3">
            {branch.data ? `Branch: ${branch.data.Name}` : 'Branch'}
          </Title>
          {branch.data && (
            <Badge variant="light" color={branch.data.StatusId === 1 ? 'green' : 'gray'}>
              {branch.data.BranchStatus.Name}
            </Badge>
          )}
          {branch.data && !canEdit && (
            <Badge variant="outline" color="gray">
              Read only
            </Badge>
          )}
        </Group>
        {canEdit && branch.data && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
            Delete
          </Button>
        )}
      </Group>
      {id <= 0 || notFound ? (
        <Alert color="yellow" title="Branch not found">
          {Messages.NotFound}
        </Alert>
      ) : branch.error ? (
        <Alert color="red" title="The branch could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(branch.error, Messages.ServerError)}</Text>
            <Button size="xs" variant="light" onClick={() => void branch.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : !record ? (
        <Paper withBorder p="md">
          <Stack gap="sm" aria-busy>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={28} radius="sm" />
            ))}
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="md">
          <BranchForm
            record={record}
            manager={branch.data?.BranchManager}
            readOnly={!canEdit}
            onDirtyChange={setDirty}
          />
        </Paper>
      )}
    </Stack>
  );
}

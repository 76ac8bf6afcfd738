import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has, Messages } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage, isNotFound } from '../../ui/apiErrors';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { BackButton } from '../../ui/BackButton';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { QueryState } from '../../ui/QueryState';
import { BranchForm } from './BranchForm';
import { toFormValues } from './branchForm';
import { deleteBranch } from './mutations';
import { branchQuery } from './queries';
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
      await deleteBranch(queryClient, id);
    } catch (error) {
      notifyError(failureMessage(error, Messages.DeleteFailed));
      return;
    }
    notifySuccess(Messages.DeletedSuccessfully);
    await goBack();
  }

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
      <QueryState
        query={branch}
        notFound={id <= 0 || isNotFound(branch.error)}
        notFoundTitle="Branch not found"
        errorTitle="The branch could not be loaded"
        loading={<FormSkeleton rows={6} />}
      >
        {record && (
          <Paper withBorder p="md">
            <BranchForm
              record={record}
              manager={branch.data?.BranchManager}
              readOnly={!canEdit}
              onDirtyChange={setDirty}
            />
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}

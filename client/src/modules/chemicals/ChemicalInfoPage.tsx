import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has, Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { confirm } from '../../ui/ConfirmDialog';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { ChemicalForm } from './ChemicalForm';
import { toFormValues } from './chemicalForm';
import { ChemicalPictures } from './ChemicalPictures';
import { ChemicalMessages } from './messages';
import { chemicalKeys, chemicalQuery, deleteChemical } from './queries';
import { statusColor } from './statusColor';

export function ChemicalInfoPage() {
  const { id } = useSearch({ from: '/app/chemicals/info' });
  const canEdit = has(useClaims(), 'Chemical', F);
  const chemical = useQuery({ ...chemicalQuery(id), enabled: id > 0 });
  const record = useMemo(() => chemical.data && toFormValues(chemical.data), [chemical.data]);
  const [dirty, setDirty] = useState(false);
  const queryClient = useQueryClient();
  const goBack = useGoBack('/chemicals/');
  useUnsavedChangesGuard(dirty);

  async function remove() {
    const ok = await confirm({
      title: 'Delete chemical',
      message: `Delete the chemical '${chemical.data?.Name ?? ''}' and its pictures? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteChemical(id);
    } catch (error) {
      // The server says why: referenced by services, or used in proposals and work orders.
      notifyError(failureMessage(error, ChemicalMessages.DeleteFailed));
      return;
    }
    notifySuccess(ChemicalMessages.Deleted);
    queryClient.removeQueries({ queryKey: chemicalKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: chemicalKeys.list });
    void queryClient.invalidateQueries({ queryKey: chemicalKeys.options });
    await goBack();
  }

  const notFound = id <= 0 || (chemical.error instanceof ApiError && chemical.error.status === 404);
  return (
    <Stack gap="sm" maw={1040}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <BackButton fallback="/chemicals/" />
          <Title order={1} size="h3">
            {chemical.data ? `Chemical: ${chemical.data.Name}` : 'Chemical'}
          </Title>
          {chemical.data && (
            <Badge variant="light" color={statusColor(chemical.data.StatusId)}>
              {chemical.data.Status}
            </Badge>
          )}
          {chemical.data && !canEdit && (
            <Badge variant="outline" color="gray">
              Read only
            </Badge>
          )}
        </Group>
        {canEdit && chemical.data && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
            Delete
          </Button>
        )}
      </Group>
      {notFound ? (
        <Alert color="yellow" title="Chemical not found">
          {Messages.NotFound}
        </Alert>
      ) : chemical.error ? (
        <Alert color="red" title="The chemical could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(chemical.error, Messages.ServerError)}</Text>
            <Button size="xs" variant="light" onClick={() => void chemical.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : !record || !chemical.data ? (
        <Paper withBorder p="md">
          <Stack gap="sm" aria-busy>
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} height={28} radius="sm" />
            ))}
          </Stack>
        </Paper>
      ) : (
        <>
          <Paper withBorder p="md">
            <ChemicalForm record={record} readOnly={!canEdit} onDirtyChange={setDirty} />
          </Paper>
          <ChemicalPictures chemicalId={id} name={chemical.data.Name} canEdit={canEdit} />
        </>
      )}
    </Stack>
  );
}

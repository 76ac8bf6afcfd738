import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage, isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { confirm } from '../../ui/confirm';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { ChemicalForm } from './ChemicalForm';
import { toFormValues } from './chemicalForm';
import { ChemicalPictures } from './ChemicalPictures';
import { ChemicalMessages } from './messages';
import { deleteChemical } from './mutations';
import { chemicalQuery } from './queries';
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
      await deleteChemical(queryClient, id);
    } catch (error) {
      // The server says why: referenced by services, or used in proposals and work orders.
      notifyError(failureMessage(error, ChemicalMessages.DeleteFailed));
      return;
    }
    notifySuccess(ChemicalMessages.Deleted);
    await goBack();
  }

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
      <QueryState
        query={chemical}
        notFound={id <= 0 || isNotFound(chemical.error)}
        notFoundTitle="Chemical not found"
        errorTitle="The chemical could not be loaded"
        loading={<FormSkeleton rows={7} />}
      >
        {(c) =>
          record && (
            <>
              <Paper withBorder p="md">
                <ChemicalForm record={record} readOnly={!canEdit} onDirtyChange={setDirty} />
              </Paper>
              <ChemicalPictures chemicalId={id} name={c.Name} canEdit={canEdit} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { ApiError } from '../../app/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/ConfirmDialog';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { InventoryHeader } from './InventoryHeader';
import { ServiceItemMessages as M } from './messages';
import { deleteServiceItem, serviceItemKeys, serviceItemQuery } from './queries';
import { listHref } from './search';
import { toFormValues } from './serviceItemForm';
import { ServiceItemForm } from './ServiceItemForm';
import { useCanEditItems } from './useCanEdit';
import { useLocationContext } from './useLocationContext';

function FormSkeleton() {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" aria-busy>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={28} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}

/** One item: edited with Account Full, or Branch on the location's branch; read-only otherwise. */
export function ServiceItemInfoPage() {
  const search = useSearch({ from: '/app/serviceitem/info' });
  const { id } = search;
  const item = useQuery({ ...serviceItemQuery(id), enabled: id > 0 });
  const locationId = search.accountLocationID ?? item.data?.AccountLocationId ?? 0;
  const { context, location } = useLocationContext({ ...search, locationId });
  const canEdit = useCanEditItems(location.data);
  const record = useMemo(() => item.data && toFormValues(item.data), [item.data]);
  const [dirty, setDirty] = useState(false);
  const queryClient = useQueryClient();
  const goBack = useGoBack(listHref(context));
  useUnsavedChangesGuard(dirty);

  async function remove() {
    const ok = await confirm({
      title: 'Delete item',
      message: `Delete '${item.data?.Name ?? 'this item'}' from the location's inventory? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteServiceItem(id);
    } catch (error) {
      notifyError(failureMessage(error, M.DeleteFailed));
      return;
    }
    notifySuccess(M.Deleted);
    queryClient.removeQueries({ queryKey: serviceItemKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: serviceItemKeys.list(locationId) });
    await goBack();
  }

  const notFound = id <= 0 || (item.error instanceof ApiError && item.error.status === 404);
  return (
    <Stack gap={0} maw={960}>
      <InventoryHeader
        title={item.data ? `Service Item: ${item.data.Name}` : 'Service Item'}
        context={context}
        fallback={listHref(context)}
        badges={
          item.data && (
            <>
              {item.data.ScientificName && (
                <Text fs="italic" c="dimmed">
                  {item.data.ScientificName}
                </Text>
              )}
              {!canEdit && (
                <Badge variant="outline" color="gray">
                  Read only
                </Badge>
              )}
            </>
          )
        }
        actions={
          canEdit &&
          item.data && (
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
              Delete
            </Button>
          )
        }
      />
      {notFound ? (
        <Alert color="yellow" title="Item not found">
          {Messages.NotFound}
        </Alert>
      ) : item.error ? (
        <Alert color="red" title="The item could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(item.error, Messages.ServerError)}</Text>
            <Button size="xs" variant="light" onClick={() => void item.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : !record || !item.data ? (
        <FormSkeleton />
      ) : (
        <Paper withBorder p="md">
          <ServiceItemForm record={record} item={item.data} readOnly={!canEdit} onDirtyChange={setDirty} />
        </Paper>
      )}
    </Stack>
  );
}

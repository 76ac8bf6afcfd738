import { useMemo, useState } from 'react';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Messages, type ServiceItem } from '@canopy/shared';
import { useOfflineRecord, useOfflineRecordById, useOfflineWriter, useSyncStatus } from '../../offline/hooks';
import { isNotFound } from '../../ui/apiErrors';
import { confirm } from '../../ui/confirm';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { LoadNotice } from '../../ui/LoadNotice';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { InventoryHeader } from './InventoryHeader';
import { ServiceItemMessages as M } from './messages';
import { serviceItemQuery } from './queries';
import { listHref } from './search';
import { toFormValues } from './serviceItemForm';
import { ServiceItemForm } from './ServiceItemForm';
import { toItemRow } from './serviceItemLocal';
import { SyncMark } from './SyncMark';
import { useCanEditItems } from './useCanEdit';
import { useDeviceItemSave } from './useDeviceItemSave';
import { useLocationContext, usePinLocation } from './useLocationContext';
import { deviceSaved } from '../../offline/status';

export const ITEM_NOT_OFFLINE = 'This item is not available offline yet.';

/**
 * One item as kept on the device: edited with Account Full, or Branch on the location's branch;
 * read-only otherwise. Changes are saved on the device and queued for the server.
 */
export function ServiceItemInfoPage() {
  const search = useSearch({ from: '/app/serviceitem/info' });
  const { id, key } = search;
  const { online } = useSyncStatus();
  const byId = useOfflineRecordById<ServiceItem>('serviceItem', key ? null : id);
  const byKey = useOfflineRecord<ServiceItem>('serviceItem', key ?? null);
  const record = key ? byKey : byId;
  const item = useMemo(() => (record ? toItemRow(record) : null), [record]);
  // An item not yet on the device: the server says where it is, so its location can be kept here.
  const [removed, setRemoved] = useState(false);
  const remote = useQuery({
    ...serviceItemQuery(id),
    enabled: online && !key && id > 0 && record === null && !removed,
  });
  const locationId =
    search.accountLocationID ?? item?.AccountLocationId ?? remote.data?.AccountLocationId ?? 0;
  usePinLocation(locationId);
  const { context, location } = useLocationContext({ ...search, locationId });
  const canEdit = useCanEditItems(location.data);
  const formRecord = useMemo(() => item && toFormValues(item), [item]);
  const save = useDeviceItemSave(locationId, item);
  const writer = useOfflineWriter();
  const [dirty, setDirty] = useState(false);
  const goBack = useGoBack(listHref(context));
  useUnsavedChangesGuard(dirty);

  async function remove() {
    if (!item) return;
    const ok = await confirm({
      title: 'Delete item',
      message: `Delete '${item.Name || 'this item'}' from the location's inventory? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    setRemoved(true);
    try {
      await writer.remove('serviceItem', item.key);
    } catch {
      setRemoved(false);
      notifyError(M.DeleteFailed);
      return;
    }
    notifySuccess(deviceSaved(M.Deleted));
    await goBack();
  }

  const notFound = (id <= 0 && !key) || (record === null && isNotFound(remote.error));
  let body;
  if (notFound)
    body = (
      <LoadNotice color="yellow" title="Item not found">
        {Messages.NotFound}
      </LoadNotice>
    );
  else if (record === null && !online)
    body = (
      <LoadNotice color="yellow" title="Offline">
        {ITEM_NOT_OFFLINE}
      </LoadNotice>
    );
  else if (!item || !formRecord) body = <FormSkeleton />;
  else
    body = (
      <Paper withBorder p="md">
        <ServiceItemForm
          record={formRecord}
          item={item}
          save={save}
          isNew={false}
          readOnly={!canEdit}
          onDirtyChange={setDirty}
        />
      </Paper>
    );

  return (
    <Stack gap={0} maw={960}>
      <InventoryHeader
        title={item ? `Service Item: ${item.Name}` : 'Service Item'}
        context={context}
        fallback={listHref(context)}
        badges={
          item && (
            <>
              {item.ScientificName && (
                <Text fs="italic" c="dimmed">
                  {item.ScientificName}
                </Text>
              )}
              <SyncMark pending={item.pending} review={item.review} />
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
          item && (
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
              Delete
            </Button>
          )
        }
      />
      {body}
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { isNotFound } from '../../ui/apiErrors';
import { LoadNotice } from '../../ui/LoadNotice';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { InventoryHeader } from './InventoryHeader';
import { listHref } from './search';
import { emptyServiceItem } from './serviceItemForm';
import { ServiceItemForm } from './ServiceItemForm';
import { useDeviceItemSave } from './useDeviceItemSave';
import { useLocationContext, usePinLocation } from './useLocationContext';

/**
 * Adds items to a location, on the device first (they reach the server with the next connection);
 * "add another" keeps the page open for the next tree.
 */
export function ServiceItemAddPage() {
  const search = useSearch({ from: '/app/serviceitem/add' });
  const locationId = search.locationId;
  const { context, location } = useLocationContext({ ...search, locationId });
  usePinLocation(locationId);
  const save = useDeviceItemSave(locationId, null);
  const [round, setRound] = useState(0);
  const [addAnother, setAddAnother] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The same object between renders, or the form would take each render's copy as a new record.
  // Each "add another" round remounts the form (key), which starts it blank again.
  const record = useMemo(() => emptyServiceItem(locationId), [locationId]);
  const goBack = useGoBack(listHref(context));
  useUnsavedChangesGuard(dirty);

  const missing = locationId <= 0 || isNotFound(location.error);
  return (
    <Stack gap={0} maw={960}>
      <InventoryHeader title="Add Service Item" context={context} fallback={listHref(context)} />
      {missing ? (
        <LoadNotice color="yellow" title="Location not found">
          {Messages.NotFound}
        </LoadNotice>
      ) : (
        <Paper withBorder p="md">
          <ServiceItemForm
            key={round}
            record={record}
            save={save}
            onDirtyChange={setDirty}
            onCancel={() => void goBack()}
            submitLabel={addAnother ? 'Save and add another' : 'Save item'}
            onSaved={() => {
              if (addAnother) setRound((n) => n + 1);
              else void goBack();
            }}
            footer={
              <Group justify="space-between">
                <Checkbox
                  label="Add another item after saving"
                  checked={addAnother}
                  onChange={(e) => setAddAnother(e.currentTarget.checked)}
                />
                {round > 0 && (
                  <Text size="sm" c="dimmed" role="status">
                    {round === 1 ? '1 item added' : `${round} items added`}
                  </Text>
                )}
              </Group>
            }
          />
        </Paper>
      )}
    </Stack>
  );
}

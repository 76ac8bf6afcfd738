import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { LOCATION_NEIGHBOR_PAGE_SIZE, Messages, type Neighbor } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { confirm } from '../../ui/confirm';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { useListState } from '../../ui/listState';
import { notifySuccess } from '../../ui/notify';
import type { LocationPartProps } from './LocationNotes';
import { NEW_NEIGHBOR, NeighborDialog, toNeighborValues, type NeighborValues } from './NeighborDialog';
import { deleteNeighbor } from './mutations';
import { fetchNeighbors, locationKeys } from './queries';

/** The location's neighbors (to notify before service, prospects …), 12 a page. */
export function LocationNeighbors({ locationId, canEdit, near }: LocationPartProps & { near?: string }) {
  const list = useListState({ pageSize: LOCATION_NEIGHBOR_PAGE_SIZE });
  const queryClient = useQueryClient();
  const queryKey = locationKeys.neighbors(locationId);
  const [editing, setEditing] = useState<NeighborValues | null>(null);

  async function remove(n: Neighbor) {
    const ok = await confirm({
      title: 'Delete neighbor',
      message: `Delete the neighbor at ${n.Address}?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteNeighbor(queryClient, locationId, n.Id);
      notifySuccess(Messages.DeletedSuccessfully);
    } catch (error) {
      handleApiError(error, Messages.DeleteFailed);
    }
  }

  const columns: DataListColumn<Neighbor>[] = [
    { key: 'Address', title: 'Address' },
    { key: 'TypeName', title: 'Type' },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      title: '',
      align: 'right',
      width: 80,
      render: (n) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${n.Address}`}
              onClick={() => setEditing(toNeighborValues(n))}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${n.Address}`}
              onClick={() => remove(n)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    });

  return (
    <Stack gap="xs">
      <DataList<Neighbor>
        columns={columns}
        queryKey={queryKey}
        fetchPage={(req) => fetchNeighbors(locationId, req)}
        state={list.state}
        onStateChange={list.onStateChange}
        searchPlaceholder="Search neighbors"
        emptyText="No neighbors on record"
        toolbar={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ ...NEW_NEIGHBOR })}>
              Add neighbor
            </Button>
          )
        }
      />
      <NeighborDialog
        locationId={locationId}
        neighbor={editing}
        near={near}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </Stack>
  );
}

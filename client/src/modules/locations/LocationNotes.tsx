import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  LOCATION_NOTE_PAGE_SIZE,
  LocationNoteStatusList,
  Messages,
  type LocationNote,
} from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { confirm } from '../../ui/confirm';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { useListState } from '../../ui/listState';
import { notifySuccess } from '../../ui/notify';
import { NEW_NOTE, NoteDialog, toNoteValues, type NoteValues } from './NoteDialog';
import { ANY_NOTE, type NoteFilterChoice } from './noteFilters';
import { NoteFiltersBar } from './NoteFiltersBar';
import { deleteNote } from './mutations';
import { fetchNotes, locationKeys } from './queries';

export interface LocationPartProps {
  locationId: number;
  /** Add, edit and delete (Account Full or Branch); viewing needs only the screen's claim. */
  canEdit: boolean;
}

const statusName = (id: number) => LocationNoteStatusList.find((s) => s.Id === id)?.Name ?? '';

/** The location's notes, 12 a page, filtered by print-on-work-order and date. */
export function LocationNotes({ locationId, canEdit }: LocationPartProps) {
  const list = useListState<NoteFilterChoice>({ pageSize: LOCATION_NOTE_PAGE_SIZE, filters: ANY_NOTE });
  const queryClient = useQueryClient();
  const queryKey = locationKeys.notes(locationId);
  const [editing, setEditing] = useState<NoteValues | null>(null);

  async function remove(n: LocationNote) {
    const ok = await confirm({
      title: 'Delete note',
      message: `Delete the note of ${formatDate(n.DateCreated)}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteNote(queryClient, locationId, n.Id);
      notifySuccess(Messages.DeletedSuccessfully);
    } catch (error) {
      handleApiError(error, Messages.DeleteFailed);
    }
  }

  const columns: DataListColumn<LocationNote>[] = [
    { key: 'DateCreated', title: 'Date', width: 100, render: (n) => formatDate(n.DateCreated) },
    {
      key: 'Notes',
      title: 'Note',
      render: (n) => (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={4}>
          {n.Notes}
        </Text>
      ),
    },
    { key: 'TypeName', title: 'Type', render: (n) => n.TypeName ?? '' },
    {
      key: 'PrintOnWorkOrder',
      title: 'Work orders',
      render: (n) =>
        n.PrintOnWorkOrder ? (
          <Badge size="sm" variant="light">
            Prints
          </Badge>
        ) : null,
    },
    { key: 'StatusId', title: 'Status', render: (n) => statusName(n.StatusId) },
    { key: 'CreatedBy', title: 'By', render: (n) => n.CreatedBy ?? '' },
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
            <ActionIcon variant="subtle" aria-label="Edit note" onClick={() => setEditing(toNoteValues(n))}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label="Delete note" onClick={() => remove(n)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    });

  return (
    <Stack gap="xs">
      <DataList<LocationNote, NoteFilterChoice>
        columns={columns}
        queryKey={queryKey}
        fetchPage={(req) => fetchNotes(locationId, req)}
        state={list.state}
        onStateChange={list.onStateChange}
        searchPlaceholder="Search notes"
        emptyText="No notes match these filters"
        toolbar={
          <Group gap="sm" align="flex-end">
            <NoteFiltersBar
              value={list.state.filters}
              onChange={(filters) => list.onStateChange({ ...list.state, page: 1, filters })}
            />
            {canEdit && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ ...NEW_NOTE })}>
                Add note
              </Button>
            )}
          </Group>
        }
      />
      <NoteDialog
        locationId={locationId}
        note={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </Stack>
  );
}

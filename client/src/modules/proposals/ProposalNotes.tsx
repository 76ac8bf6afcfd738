import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  F,
  formatDate,
  has,
  PROPOSAL_NOTE_PAGE_SIZE,
  ProposalMessages as M,
  type Proposal,
  type ProposalNote,
} from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { handleApiError } from '../../ui/handleApiError';
import { useListState } from '../../ui/listState';
import { notifySuccess } from '../../ui/notify';
import { useClaims } from '../../kernel/session/sessionStore';
import { addNote, deleteNote, editNote } from './mutations';
import { fetchNotes, noteStatusesQuery, noteTypesQuery, proposalKeys } from './queries';

type Choice = { Id: number; Name: string };
const nameOf = (list: Choice[] | undefined, id: number) => list?.find((x) => x.Id === id)?.Name ?? '';

/**
 * The proposal's notes, 12 a page, newest first; Personal or Full add them, and only Proposals Full
 * edits or deletes one already in the list (spec §6).
 */
export function ProposalNotes({ proposal }: { proposal: Proposal }) {
  const list = useListState({ pageSize: PROPOSAL_NOTE_PAGE_SIZE });
  const types = useQuery(noteTypesQuery).data;
  const statuses = useQuery(noteStatusesQuery).data;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ProposalNote | null>(null);
  const full = has(useClaims(), 'Proposals', F);
  const queryClient = useQueryClient();
  async function remove(n: ProposalNote) {
    const ok = await confirm({
      title: 'Delete note',
      message: 'Delete this note?',
      confirmLabel: 'Delete note',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteNote(queryClient, proposal.Id, n.Id);
      notifySuccess(M.Deleted);
    } catch (e) {
      handleApiError(e, M.NoteSaveFailed);
    }
  }

  const columns: DataListColumn<ProposalNote>[] = [
    { key: 'CreatedDate', title: 'Date', width: 100, render: (n) => formatDate(n.CreatedDate) },
    {
      key: 'Notes',
      title: 'Note',
      render: (n) => (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
          {n.Notes}
        </Text>
      ),
    },
    { key: 'TypeId', title: 'Type', render: (n) => nameOf(types, n.TypeId) },
    { key: 'StatusId', title: 'Status', render: (n) => nameOf(statuses, n.StatusId) },
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
    { key: 'CreatedByName', title: 'By', hideOnPhone: true },
    ...(full
      ? [
          {
            key: 'Id',
            title: '',
            render: (n: ProposalNote) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setEditing(n)}>
                  Edit note
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => void remove(n)}>
                  Delete note
                </Button>
              </Group>
            ),
          } satisfies DataListColumn<ProposalNote>,
        ]
      : []),
  ];

  return (
    <Paper withBorder p="md">
      {/* Beside the title, not in the list's toolbar, which a phone folds into its Filters drawer. */}
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Notes
        </Title>
        {proposal.CanEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add note
          </Button>
        )}
      </Group>
      <DataList<ProposalNote>
        columns={columns}
        queryKey={proposalKeys.notes(proposal.Id)}
        fetchPage={(req) => fetchNotes(proposal.Id, req)}
        state={list.state}
        onStateChange={list.onStateChange}
        pageSizes={[PROPOSAL_NOTE_PAGE_SIZE]}
        emptyText="No notes yet"
      />
      {(adding || editing) && (
        <NoteDialog
          key={editing?.Id ?? 0}
          note={editing}
          proposalId={proposal.Id}
          types={types ?? []}
          statuses={statuses ?? []}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
        />
      )}
    </Paper>
  );
}

type NoteDialogProps = {
  note?: ProposalNote | null;
  proposalId: number;
  types: Choice[];
  statuses: Choice[];
  onClose: () => void;
};

function NoteDialog({ note, proposalId, types, statuses, onClose }: NoteDialogProps) {
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState(note?.Notes ?? '');
  const [typeId, setTypeId] = useState(String(note?.TypeId ?? 1));
  const [statusId, setStatusId] = useState(String(note?.StatusId ?? 1));
  const [print, setPrint] = useState(note?.PrintOnWorkOrder ?? false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!notes.trim()) return setError(M.NoteRequired);
    setSaving(true);
    try {
      const body = {
        Notes: notes,
        TypeId: Number(typeId),
        StatusId: Number(statusId),
        PrintOnWorkOrder: print,
      };
      if (note) await editNote(queryClient, proposalId, { ...body, Id: note.Id });
      else await addNote(queryClient, proposalId, body);
      notifySuccess(note ? M.Saved : M.Added);
      onClose();
    } catch (e) {
      handleApiError(e, M.NoteSaveFailed);
    } finally {
      setSaving(false);
    }
  }

  const data = (list: Choice[]) => list.map((x) => ({ value: String(x.Id), label: x.Name }));
  return (
    <Modal opened onClose={onClose} title={note ? 'Edit note' : 'Add note'} centered>
      <Stack>
        <Textarea
          label="Note"
          autosize
          minRows={3}
          value={notes}
          error={error}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Select
          label="Type"
          data={data(types)}
          value={typeId}
          onChange={(v) => setTypeId(v ?? '1')}
          allowDeselect={false}
        />
        <Select
          label="Status"
          data={data(statuses)}
          value={statusId}
          onChange={(v) => setStatusId(v ?? '1')}
          allowDeselect={false}
        />
        <Checkbox
          label="Print on work order"
          checked={print}
          onChange={(e) => setPrint(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save note
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

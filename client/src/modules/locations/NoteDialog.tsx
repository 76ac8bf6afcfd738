import { Checkbox, Modal, Select, SimpleGrid, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LocationNoteStatuses, Messages, type LocationNote } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { RecordForm } from '../../ui/RecordForm';
import { notifyFieldFailure } from './useLocationSave';
import { saveNote } from './mutations';
import { noteStatusesQuery, noteTypesQuery } from './queries';

export type NoteValues = {
  Id: number;
  Version: number;
  Notes: string;
  TypeId: string | null;
  StatusId: string;
  PrintOnWorkOrder: boolean;
};

export const NEW_NOTE: NoteValues = {
  Id: 0,
  Version: 0,
  Notes: '',
  TypeId: null,
  StatusId: String(LocationNoteStatuses.Active),
  PrintOnWorkOrder: false,
};

export const toNoteValues = (n: LocationNote): NoteValues => ({
  Id: n.Id,
  Version: n.Version,
  Notes: n.Notes,
  TypeId: n.TypeId == null ? null : String(n.TypeId),
  StatusId: String(n.StatusId),
  PrintOnWorkOrder: n.PrintOnWorkOrder,
});

const options = (items?: { Id: number; Name: string }[]) =>
  (items ?? []).map((i) => ({ value: String(i.Id), label: i.Name }));

export interface NoteDialogProps {
  locationId: number;
  /** The note being edited, NEW_NOTE when adding, null when closed. */
  note: NoteValues | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a note: text, type (note types list), status, print on work order. */
export function NoteDialog({ locationId, note, onClose, onSaved }: NoteDialogProps) {
  const types = useQuery(noteTypesQuery);
  const statuses = useQuery(noteStatusesQuery);
  const isNew = !note?.Id;
  const queryClient = useQueryClient();

  async function submit(v: NoteValues): Promise<NoteValues> {
    try {
      const saved = await saveNote(queryClient, locationId, {
        ...(v.Id ? { Id: v.Id, Version: v.Version } : {}),
        Notes: v.Notes.trim(),
        TypeId: v.TypeId ? Number(v.TypeId) : null,
        StatusId: Number(v.StatusId),
        PrintOnWorkOrder: v.PrintOnWorkOrder,
      });
      return toNoteValues(saved);
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
        throw new ApiError(409, error.message, error.modelState, toNoteValues(error.data as LocationNote));
      notifyFieldFailure(error, Messages.LocationNoteSaveFailed);
      throw error;
    }
  }

  return (
    <Modal
      opened={note !== null}
      onClose={onClose}
      title={isNew ? 'Add note' : 'Edit note'}
      size="lg"
      centered
    >
      {note && (
        <RecordForm<NoteValues>
          record={note}
          onSubmit={submit}
          onSaved={onSaved}
          onCancel={onClose}
          validate={{ Notes: (v) => (v.trim() ? null : 'Enter the note.') }}
          successMessage={isNew ? 'Note added' : Messages.UpdatedSuccessfully}
          errorMessage={Messages.LocationNoteSaveFailed}
          submitLabel={isNew ? 'Add note' : 'Save'}
        >
          {(form) => (
            <>
              <Textarea
                label="Note"
                required
                autosize
                minRows={4}
                maxRows={12}
                maxLength={4000}
                data-autofocus
                {...form.getInputProps('Notes')}
              />
              <SimpleGrid cols={2} spacing="sm">
                <Select
                  label="Type"
                  placeholder="None"
                  data={options(types.data)}
                  clearable
                  {...form.getInputProps('TypeId')}
                />
                <Select
                  label="Status"
                  data={options(statuses.data)}
                  allowDeselect={false}
                  {...form.getInputProps('StatusId')}
                />
              </SimpleGrid>
              <Checkbox
                label="Print on work orders"
                {...form.getInputProps('PrintOnWorkOrder', { type: 'checkbox' })}
              />
            </>
          )}
        </RecordForm>
      )}
    </Modal>
  );
}

import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Messages, SCOUTING_ENTRY_NOTES_MAX, ScoutingReportMessages as M } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { useBeforeUnload } from '../../ui/useBeforeUnload';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { updateScoutingNotes } from './mutations';

export type ScoutingNotesProps = {
  workOrderId: number;
  /** The notes as last known (the device's copy of the work order, or what was just saved). */
  stored: string | null;
  readOnly: boolean;
  /** The notes belong to the work order, which the crew app cannot change offline. */
  online: boolean;
  onSaved: (notes: string | null) => void;
};

export const NOTES_NEED_CONNECTION = 'The report notes can be saved with a connection.';

/** The report's notes to the customer, saved on their own (online). */
export function ScoutingNotes({
  workOrderId,
  stored: storedNotes,
  readOnly,
  online,
  onSaved,
}: ScoutingNotesProps) {
  const stored = storedNotes ?? '';
  const [text, setText] = useState(stored);
  const [busy, setBusy] = useState(false);
  const dirty = text !== stored;
  useUnsavedChangesGuard(dirty);
  useBeforeUnload(dirty);

  // A sync brings the stored notes; they replace the text only when nothing was typed over them.
  const [seen, setSeen] = useState(stored);
  useEffect(() => {
    if (stored === seen) return;
    if (text === seen) setText(stored);
    setSeen(stored);
  }, [stored, seen, text]);

  async function save() {
    setBusy(true);
    try {
      const saved = await updateScoutingNotes(workOrderId, text);
      setText(saved.ScoutingReportNotes ?? '');
      notifySuccess(Messages.UpdatedSuccessfully);
      onSaved(saved.ScoutingReportNotes);
    } catch (error) {
      handleApiError(error, M.TryAgain);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={6}>
      <Textarea
        label="Report notes"
        description="Sent to the customer with the scouting report"
        autosize
        minRows={3}
        maxLength={SCOUTING_ENTRY_NOTES_MAX}
        value={text}
        readOnly={readOnly}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {!readOnly && (
        <Group justify="flex-end" gap="xs">
          {!online && (
            <Text size="xs" c="dimmed">
              {NOTES_NEED_CONNECTION}
            </Text>
          )}
          <Button size="xs" variant="default" disabled={!dirty || busy} onClick={() => setText(stored)}>
            Cancel
          </Button>
          <Button size="xs" disabled={!dirty || !online} loading={busy} onClick={() => void save()}>
            Save notes
          </Button>
        </Group>
      )}
    </Stack>
  );
}

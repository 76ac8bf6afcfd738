import { useEffect, useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  Messages,
  SCOUTING_ENTRY_NOTES_MAX,
  ScoutingReportMessages as M,
  type WorkOrderScouting,
} from '@canopy/shared';
import { handleApiError } from '../../app/api/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { useBeforeUnload } from '../../ui/useBeforeUnload';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { mediaKeys, updateScoutingNotes } from './queries';

export type ScoutingNotesProps = {
  report: WorkOrderScouting;
  readOnly: boolean;
  onSaved: () => void;
};

/** The report's notes to the customer, saved on their own. */
export function ScoutingNotes({ report, readOnly, onSaved }: ScoutingNotesProps) {
  const queryClient = useQueryClient();
  const stored = report.ScoutingReportNotes ?? '';
  const [text, setText] = useState(stored);
  const [busy, setBusy] = useState(false);
  const dirty = text !== stored;
  useUnsavedChangesGuard(dirty);
  useBeforeUnload(dirty);

  // A refetch brings the stored notes; they replace the text only when nothing was typed over them.
  const [seen, setSeen] = useState(stored);
  useEffect(() => {
    if (stored === seen) return;
    if (text === seen) setText(stored);
    setSeen(stored);
  }, [stored, seen, text]);

  async function save() {
    setBusy(true);
    try {
      const saved = await updateScoutingNotes(report.WorkOrderId, text);
      queryClient.setQueryData<WorkOrderScouting>(mediaKeys.scouting(report.WorkOrderId), (r) =>
        r ? { ...r, ScoutingReportNotes: saved.ScoutingReportNotes } : r,
      );
      setText(saved.ScoutingReportNotes ?? '');
      notifySuccess(Messages.UpdatedSuccessfully);
      onSaved();
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
          <Button size="xs" variant="default" disabled={!dirty || busy} onClick={() => setText(stored)}>
            Cancel
          </Button>
          <Button size="xs" disabled={!dirty} loading={busy} onClick={() => void save()}>
            Save notes
          </Button>
        </Group>
      )}
    </Stack>
  );
}

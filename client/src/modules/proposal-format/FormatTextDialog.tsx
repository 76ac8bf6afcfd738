import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FORMAT_TEXT_MAX, ProposalFormatMessages as M, ProposalMessages } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { saveFormatTexts } from './mutations';
import type { FormatText } from './ProposalDocument';

export interface FormatTextDialogProps {
  proposalId: number;
  /** The text being edited; null when the dialog is closed. */
  text: FormatText | null;
  onClose: () => void;
}

/** The format page's document dialog: one text (cover letter, definition or recommendation) rewritten. */
export function FormatTextDialog({ proposalId, text, onClose }: FormatTextDialogProps) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(text?.text ?? ''), [text]);

  async function save() {
    if (!text) return;
    setBusy(true);
    try {
      await saveFormatTexts(
        queryClient,
        proposalId,
        text.kind === 'CoverLetter'
          ? { CoverLetter: value }
          : { ServiceGroups: [{ Id: text.serviceGroupRowId, [text.kind]: value }] },
      );
      notifySuccess(text.kind === 'CoverLetter' ? ProposalMessages.Saved : 'Updated Successfully');
      onClose();
    } catch (error) {
      handleApiError(
        error,
        text.kind === 'CoverLetter' ? ProposalMessages.CoverLetterSaveFailed : M.SaveFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={text !== null} onClose={onClose} title={text?.title} size="lg" centered>
      <Stack>
        <Textarea
          label={text?.title}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={18}
          maxLength={FORMAT_TEXT_MAX}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

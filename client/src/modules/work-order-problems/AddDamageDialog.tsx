import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { WorkOrderProblemMessages as M } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { addDamage } from './mutations';

export type AddDamageDialogProps = { workOrderId: number; opened: boolean; onClose: () => void };

/** Reports a damage done on the work order's site, dated now and signed by the user. */
export function AddDamageDialog({ workOrderId, opened, onClose }: AddDamageDialogProps) {
  const queryClient = useQueryClient();
  const [description, setDescription] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setDescription('');
    setNotes('');
    setError(null);
    onClose();
  }

  async function submit() {
    if (!description.trim()) {
      setError(M.DamageDescriptionRequired);
      return;
    }
    setBusy(true);
    try {
      await addDamage(queryClient, {
        WorkOrderId: workOrderId,
        Description: description.trim(),
        Notes: notes.trim() || null,
      });
      notifySuccess(M.DamageAdded);
      close();
    } catch (e) {
      notifyError(failureMessage(e, M.AddingDamageFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={() => !busy && close()} title="Report damage" centered>
      <Stack>
        <TextInput
          label="What was damaged"
          required
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={error}
        />
        <Textarea
          label="Notes"
          value={notes}
          maxLength={4000}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            Report damage
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

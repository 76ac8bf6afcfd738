import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { WorkOrderProblemMessages as M, type WorkOrderDamage } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { deviceSaved } from '../../offline/status';
import { addDamage, saveDamage } from './mutations';

export type AddDamageDialogProps = {
  workOrderId: number;
  opened: boolean;
  onClose: () => void;
  /** The damage to edit; a new one is reported when left out. */
  damage?: WorkOrderDamage | null;
  /** Saves on the device instead (offline); the online add or save when left out. */
  onSave?: (fields: { Description: string; Notes: string | null }) => Promise<void>;
};

/** Reports a damage done on the work order's site, dated now and signed by the user, or edits one. */
export function AddDamageDialog({ workOrderId, opened, onClose, damage, onSave }: AddDamageDialogProps) {
  const queryClient = useQueryClient();
  const [description, setDescription] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  // An edit starts from the damage as listed, once per opening.
  if (opened && damage && shown !== damage.Id) {
    setShown(damage.Id);
    setDescription(damage.Description);
    setNotes(damage.Notes ?? '');
  }

  function close() {
    setShown(null);
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
      if (onSave) {
        await onSave({ Description: description.trim(), Notes: notes.trim() || null });
        notifySuccess(deviceSaved(damage ? M.DamageSaved : M.DamageAdded));
      } else if (damage) {
        await saveDamage(queryClient, {
          Id: damage.Id,
          Version: damage.Version,
          Description: description.trim(),
          Notes: notes.trim() || null,
        });
        notifySuccess(M.DamageSaved);
      } else {
        await addDamage(queryClient, {
          WorkOrderId: workOrderId,
          Description: description.trim(),
          Notes: notes.trim() || null,
        });
        notifySuccess(M.DamageAdded);
      }
      close();
    } catch (e) {
      notifyError(failureMessage(e, damage ? M.UpdatingDamageFailed : M.AddingDamageFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && close()}
      title={damage ? 'Edit damage' : 'Report damage'}
      centered
    >
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
            {damage ? 'Save damage' : 'Report damage'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

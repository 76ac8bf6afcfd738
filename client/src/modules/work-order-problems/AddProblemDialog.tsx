import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EquipmentProblemDescriptionList,
  OTHER_DESCRIPTION_ID,
  WorkOrderProblemMessages as M,
} from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { addProblem } from './mutations';
import { workOrderEquipmentQuery } from './queries';

export type AddProblemDialogProps = { workOrderId: number; opened: boolean; onClose: () => void };

const descriptions = EquipmentProblemDescriptionList.map((d) => ({ value: String(d.Id), label: d.Name }));

/** Reports a problem with equipment of the work order's schedules; it starts Open. */
export function AddProblemDialog({ workOrderId, opened, onClose }: AddProblemDialogProps) {
  const queryClient = useQueryClient();
  const equipment = useQuery({ ...workOrderEquipmentQuery(workOrderId), enabled: opened });
  const [equipmentId, setEquipmentId] = useState<string | null>(null);
  const [descriptionId, setDescriptionId] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const isOther = descriptionId === String(OTHER_DESCRIPTION_ID);

  function close() {
    setEquipmentId(null);
    setDescriptionId(null);
    setOther('');
    setNotes('');
    setErrors({});
    onClose();
  }

  async function submit() {
    const found: Record<string, string> = {};
    if (!equipmentId) found.equipment = 'Equipment is required.';
    if (!descriptionId) found.description = M.DescriptionNotValid;
    else if (isOther && !other.trim()) found.other = M.OtherDescriptionRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await addProblem(queryClient, {
        WorkOrderId: workOrderId,
        EquipmentResourceId: Number(equipmentId),
        EquipmentProblemDescriptionId: Number(descriptionId),
        OtherDescription: isOther ? other.trim() : null,
        Notes: notes.trim() || null,
      });
      notifySuccess(M.ProblemAdded);
      close();
    } catch (error) {
      notifyError(failureMessage(error, M.AddingProblemFailed));
    } finally {
      setBusy(false);
    }
  }

  const none = equipment.data?.length === 0;
  return (
    <Modal opened={opened} onClose={() => !busy && close()} title="Report equipment problem" centered>
      <Stack>
        {none && (
          <Alert color="yellow">
            No equipment is on this work order's schedules yet, so there is nothing to report a problem with.
          </Alert>
        )}
        <Select
          label="Equipment"
          required
          data={(equipment.data ?? []).map((e) => ({ value: String(e.Id), label: e.Name }))}
          value={equipmentId}
          onChange={setEquipmentId}
          placeholder={equipment.isPending ? 'Loading…' : 'Choose equipment'}
          error={errors.equipment}
          searchable
        />
        <Select
          label="Problem"
          required
          data={descriptions}
          value={descriptionId}
          onChange={setDescriptionId}
          error={errors.description}
        />
        {isOther && (
          <TextInput
            label="Describe the problem"
            required
            value={other}
            maxLength={500}
            onChange={(e) => setOther(e.currentTarget.value)}
            error={errors.other}
          />
        )}
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
          <Button onClick={() => void submit()} loading={busy} disabled={none}>
            Report problem
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

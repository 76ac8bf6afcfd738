import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EquipmentProblemDescriptionList,
  OTHER_DESCRIPTION_ID,
  WorkOrderProblemMessages as M,
  type NewEquipmentProblem,
  type WorkOrderEquipment,
} from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useLookup } from '../../offline/hooks';
import { deviceSaved, useSyncStatusStore } from '../../offline/status';
import { addProblem } from './mutations';
import { workOrderEquipmentLookup, workOrderEquipmentQuery } from './queries';

export const EQUIPMENT_OFFLINE =
  "This work order's equipment is not on this device yet; it is shown once the device is back online.";

export type AddProblemDialogProps = {
  workOrderId: number;
  opened: boolean;
  onClose: () => void;
  /** Saves on the device instead (offline); the online add when left out. */
  onSave?: (body: NewEquipmentProblem, equipment: WorkOrderEquipment) => Promise<void>;
};

const descriptions = EquipmentProblemDescriptionList.map((d) => ({ value: String(d.Id), label: d.Name }));

/** Reports a problem with equipment of the work order's schedules; it starts Open. */
export function AddProblemDialog({ workOrderId, opened, onClose, onSave }: AddProblemDialogProps) {
  const queryClient = useQueryClient();
  const online = useSyncStatusStore((s) => s.online);
  const fresh = useQuery({ ...workOrderEquipmentQuery(workOrderId), enabled: opened && online });
  // Without a connection: the equipment as the device last kept it.
  const kept = useLookup(workOrderEquipmentLookup(workOrderId), false);
  const choices = fresh.data ?? kept;
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
      const body: NewEquipmentProblem = {
        WorkOrderId: workOrderId,
        EquipmentResourceId: Number(equipmentId),
        EquipmentProblemDescriptionId: Number(descriptionId),
        OtherDescription: isOther ? other.trim() : null,
        Notes: notes.trim() || null,
      };
      const chosen = choices?.find((e) => e.Id === body.EquipmentResourceId);
      if (onSave && chosen) await onSave(body, chosen);
      else await addProblem(queryClient, body);
      notifySuccess(deviceSaved(M.ProblemAdded));
      close();
    } catch (error) {
      notifyError(failureMessage(error, M.AddingProblemFailed));
    } finally {
      setBusy(false);
    }
  }

  const none = choices?.length === 0;
  const unknown = !choices && !online;
  return (
    <Modal opened={opened} onClose={() => !busy && close()} title="Report equipment problem" centered>
      <Stack>
        {none && (
          <Alert color="yellow">
            No equipment is on this work order's schedules yet, so there is nothing to report a problem with.
          </Alert>
        )}
        {unknown && <Alert color="yellow">{EQUIPMENT_OFFLINE}</Alert>}
        <Select
          label="Equipment"
          required
          data={(choices ?? []).map((e) => ({ value: String(e.Id), label: e.Name }))}
          value={equipmentId}
          onChange={setEquipmentId}
          placeholder={fresh.isPending && online ? 'Loading…' : 'Choose equipment'}
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

import { useState } from 'react';
import { Button, Chip, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  TransferMessages as M,
  type TransferFind,
  type TransferFindResult,
} from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { sendTransferRequest } from './mutations';

export interface SendRequestDialogProps {
  result: TransferFindResult;
  asked: TransferFind;
  onClose: () => void;
  onSent: () => void;
}

/** Ask one branch for the resource on some of the found dates (spec §5: quantity 1 unless changed). */
export function SendRequestDialog({ result, asked, onClose, onSent }: SendRequestDialogProps) {
  const queryClient = useQueryClient();
  const [dates, setDates] = useState<string[]>(
    result.Dates.filter((d) => d.Available > 0).map((d) => d.Date),
  );
  const [qty, setQty] = useState<number | string>(1);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    try {
      await sendTransferRequest(queryClient, {
        FromBranchId: result.BranchId,
        ToBranchId: asked.ToBranchId ?? null,
        ResourceTypeId: result.ResourceTypeId,
        JobTitleId: result.JobTitleId,
        EquipmentTypeId: result.EquipmentTypeId,
        StartDate: asked.StartDate ?? null,
        EndDate: asked.EndDate ?? null,
        SelectedDates: [...dates].sort(),
        Qty: typeof qty === 'number' ? qty : null,
      });
      notifySuccess(M.Sent);
      onSent();
    } catch (err) {
      handleApiError(err, M.SendFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={`Request ${result.TypeName} from ${result.BranchName}`}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Dates
        </Text>
        <Chip.Group multiple value={dates} onChange={setDates}>
          <Group gap="xs" role="group" aria-label="Dates">
            {result.Dates.map((d) => (
              <Chip key={d.Date} value={d.Date} size="sm" disabled={d.Available === 0}>
                {formatDate(d.Date)} ({d.Available})
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <NumberInput
          label="Quantity"
          min={1}
          max={99}
          value={qty}
          onChange={setQty}
          w={120}
          allowDecimal={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={send} loading={busy}>
            Send request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

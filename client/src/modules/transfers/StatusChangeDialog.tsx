import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EQUIPMENT_STATUS_MAX,
  ResourceTypes,
  TransferMessages as M,
  TransferStatuses as T,
  TransferStatusList,
  type TransferRequest,
} from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { updateTransferStatus } from './mutations';
import { lendableQuery } from './queries';

export interface StatusChangeDialogProps {
  request: TransferRequest;
  statusId: number;
  onClose: () => void;
}

export const statusName = (id: number) => TransferStatusList.find((s) => s.Id === id)?.Name ?? String(id);

/**
 * Confirms a status change (spec §4). Confirming names the crew or assets lent, as many as asked;
 * marking Returned notes the state the equipment came back in.
 */
export function StatusChangeDialog({ request, statusId, onClose }: StatusChangeDialogProps) {
  const queryClient = useQueryClient();
  const crew = request.ResourceTypeId === ResourceTypes.Crew;
  const confirming = statusId === T.Confirmed;
  const returning = statusId === T.Returned && !crew;
  const lendable = useQuery({ ...lendableQuery(request), enabled: confirming });
  const [picked, setPicked] = useState<string[]>([]);
  const [state, setState] = useState('');
  const [busy, setBusy] = useState(false);
  const what = `request ${request.Id} (${request.TypeName}, ${request.FromBranch} to ${request.ToBranch})`;

  async function save() {
    const ids = picked.map(Number);
    if (confirming && ids.length !== request.Qty) return void notifyError(M.ChooseQty(request.Qty));
    if (returning && !state.trim()) return void notifyError(M.EquipmentStatusRequired);
    setBusy(true);
    try {
      await updateTransferStatus(queryClient, {
        Id: request.Id,
        StatusId: statusId,
        Version: request.Version,
        ...(confirming ? (crew ? { EmployeeIds: ids } : { EquipmentResourceIds: ids }) : {}),
        ...(returning ? { EquipmentStatus: state.trim() } : {}),
      });
      notifySuccess(M.StatusUpdated);
      onClose();
    } catch (err) {
      // Someone changed it meanwhile: the list reloads and the user decides again.
      if (err instanceof ApiError && err.isConflict) {
        notifyError('This request was changed by someone else; the list shows it as it is now.');
        void queryClient.invalidateQueries({ queryKey: ['transfers', 'requests'] });
        onClose();
      } else handleApiError(err, M.StatusUpdateFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={`${statusName(statusId)} transfer request`}
      centered
    >
      <Stack gap="sm">
        <Text>
          Mark {what} as {statusName(statusId)}?
        </Text>
        {confirming && (
          <QueryState query={lendable} errorTitle="What the branch can lend could not be loaded" compact>
            {(list) =>
              list.length ? (
                <Checkbox.Group
                  label={`Choose ${request.Qty} ${crew ? 'employee' : 'asset'}${request.Qty === 1 ? '' : 's'} to lend`}
                  value={picked}
                  onChange={setPicked}
                >
                  <Stack gap={6} mt={6}>
                    {list.map((r) => (
                      <Checkbox key={r.Id} value={String(r.Id)} label={r.Name} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              ) : (
                <Text c="dimmed">
                  Nothing of this kind is free on all the requested dates; deny the request instead.
                </Text>
              )
            }
          </QueryState>
        )}
        {returning && (
          <TextInput
            label="Equipment status"
            placeholder="e.g. Good condition"
            value={state}
            maxLength={EQUIPMENT_STATUS_MAX}
            onChange={(e) => setState(e.currentTarget.value)}
            required
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button
            onClick={save}
            loading={busy}
            color={statusId === T.Confirmed || statusId === T.Returned ? undefined : 'red'}
          >
            {statusName(statusId)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

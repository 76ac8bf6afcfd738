import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  centsToDollars,
  dollarsToCents,
  evenSplitCents,
  formatCurrency,
  formatDate,
  remainingCents,
  ScheduleCostMessages as M,
  type ScheduleEquipmentWorkOrders,
} from '@canopy/shared';
import { handleApiError } from '../../../ui/handleApiError';
import { CurrencyInput } from '../../../ui/inputs';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { QueryState } from '../../../ui/QueryState';
import { exceptionMessage, refreshScheduleWork, saveEquipmentSplit } from './mutations';
import { equipmentSplitQuery, scheduleCostKeys } from './queries';

export interface EquipmentCostDialogProps {
  /** The schedule-equipment row; null keeps the dialog closed. */
  equipmentId: number | null;
  scheduleId: number;
  editable: boolean;
  onClose: () => void;
}

interface FormProps {
  split: ScheduleEquipmentWorkOrders;
  scheduleId: number;
  editable: boolean;
  onClose: () => void;
}

const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

/** The shares in cents with a live remainder; saving is possible only at exactly 0.00 left. */
function SplitForm({ split, scheduleId, editable, onClose }: FormProps) {
  const queryClient = useQueryClient();
  const rate = cents(split.DailyRate);
  const [shares, setShares] = useState<(number | null)[]>(split.WorkOrders.map((w) => cents(w.Amount)));
  const [saving, setSaving] = useState(false);
  const left = remainingCents(rate, shares);

  async function save() {
    setSaving(true);
    try {
      const body = split.WorkOrders.map((w, i) => ({
        WorkOrderId: w.WorkOrderId,
        Amount: centsToDollars(shares[i] ?? 0),
      }));
      const saved = await saveEquipmentSplit(split.ScheduleEquipmentId, body);
      queryClient.setQueryData(scheduleCostKeys.equipment(split.ScheduleEquipmentId), saved);
      notifySuccess(M.EquipmentCostSaved);
      onClose();
    } catch (e) {
      const reason = exceptionMessage(e);
      if (reason) notifyError(reason);
      else handleApiError(e, M.EquipmentCostFailed);
    } finally {
      setSaving(false);
      await refreshScheduleWork(queryClient, scheduleId);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        {split.Equipment.Name} · {split.EquipmentResource.AssetNumber} on {formatDate(split.ScheduleDate_)}
      </Text>
      <Text size="sm" fw={600}>
        Daily rate: {formatCurrency(rate)}
      </Text>
      {split.WorkOrders.map((w, i) => (
        <CurrencyInput
          key={w.WorkOrderId}
          label={`Work order ${w.WorkOrderId} · ${w.CustomerName}`}
          description={w.Address ?? undefined}
          min={0}
          value={shares[i] ?? null}
          disabled={!editable}
          onChange={(v) => setShares((list) => list.map((s, j) => (j === i ? v : s)))}
        />
      ))}
      <Text size="sm" fw={600} c={left === 0 ? undefined : 'red'} aria-live="polite">
        Remaining: {formatCurrency(left)}
      </Text>
      {editable && left !== 0 && (
        <Alert color="red" variant="light" p="xs">
          {M.MustAddUp}
        </Alert>
      )}
      <Group justify="space-between">
        {editable ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setShares(evenSplitCents(rate, split.WorkOrders.length))}
            disabled={!split.WorkOrders.length}
          >
            Split evenly
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {editable ? 'Cancel' : 'Close'}
          </Button>
          {editable && (
            <Button onClick={() => void save()} loading={saving} disabled={left !== 0}>
              Save
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

/** "Schedule-date equipment work orders" (work-orders.md §2): one booking's daily rate split by work order. */
export function EquipmentCostDialog({
  equipmentId,
  scheduleId,
  editable,
  onClose,
}: EquipmentCostDialogProps) {
  const query = useQuery({ ...equipmentSplitQuery(equipmentId ?? 0), enabled: equipmentId !== null });
  return (
    <Modal opened={equipmentId !== null} onClose={onClose} title="Equipment cost by work order">
      {equipmentId !== null && (
        <QueryState
          query={query}
          errorTitle="The equipment cost could not be loaded"
          loading={<Loader size="sm" aria-label="Loading equipment cost" />}
        >
          {(split) => (
            <SplitForm
              key={query.dataUpdatedAt}
              split={split}
              scheduleId={scheduleId}
              editable={editable}
              onClose={onClose}
            />
          )}
        </QueryState>
      )}
    </Modal>
  );
}

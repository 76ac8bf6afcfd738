import { useState } from 'react';
import { Button, Card, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  centsToDollars,
  dollarsToCents,
  formatCurrency,
  materialCostComplete,
  MaterialTypes,
  Messages,
  WorkOrderMaterialMessages as WM,
  type ScheduleWorkOrder,
  type WorkOrderMaterial,
} from '@canopy/shared';
import { ApiError } from '../../../kernel/api/errors';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CurrencyInput } from '../../../ui/inputs/CurrencyInput';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { draftBody, emptyDraft, type MaterialDraft } from '../../work-order-materials/materialDraft';
import { MaterialFields } from '../../work-order-materials/MaterialFields';
import {
  addMaterialCost,
  archiveMaterial,
  updateMaterialActualCost,
} from '../../work-order-materials/mutations';
import { catalogueMaterialsQuery } from '../../work-order-materials/queries';
import { scheduleKeys } from '../queries';

export interface MaterialCostsDialogProps {
  scheduleId: number;
  /** The work order whose material costs are shown; null keeps the dialog closed. */
  workOrder: ScheduleWorkOrder | null;
  /** Neither Confirmed nor Cancelled, and the user edits materials (scheduling §4). */
  editable: boolean;
  onClose: () => void;
}

/** Scheduling §8: 'Failed to add material' and the server's Message, or 'Unknown error'. */
function failed(prefix: string, error: unknown) {
  const reason =
    error instanceof ApiError && !error.isNetwork ? (error.serviceMessage ?? error.message) : null;
  notifyError(`${prefix}: ${reason || Messages.MaterialUnknownError}`);
}

const TYPES = [
  { value: String(MaterialTypes.Material), label: 'Material' },
  { value: String(MaterialTypes.Disposal), label: 'Disposal' },
];

function CostRow({
  row,
  editable,
  onSave,
  onArchive,
}: {
  row: WorkOrderMaterial;
  editable: boolean;
  onSave: (row: WorkOrderMaterial, cents: number | null) => Promise<void>;
  onArchive: (row: WorkOrderMaterial) => void;
}) {
  const stored = row.ActualCost == null ? null : dollarsToCents(row.ActualCost);
  const [actual, setActual] = useState(stored);
  const [saving, setSaving] = useState(false);
  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {row.MaterialName} · {row.MaterialTypeId === MaterialTypes.Disposal ? 'Disposal' : 'Material'}
        </Text>
        <Text size="xs" c="dimmed">
          {row.ServiceName ?? 'No service'}
          {row.ServiceItem ? ` · ${row.ServiceItem}` : ''}
        </Text>
        <Text size="sm">
          {row.Units}
          {row.Unit ? ` ${row.Unit}` : ''} × {formatCurrency(dollarsToCents(row.UnitPrice ?? 0))} ={' '}
          {formatCurrency(dollarsToCents(row.TotalCost ?? 0))}
        </Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <CurrencyInput
            label={`Actual cost of ${row.MaterialName}`}
            min={0}
            value={actual}
            onChange={setActual}
            disabled={!editable}
            w={160}
          />
          {editable && (
            <>
              <Button
                size="xs"
                disabled={actual === stored || actual === null}
                loading={saving}
                onClick={async () => {
                  setSaving(true);
                  await onSave(row, actual);
                  setSaving(false);
                }}
              >
                Update cost
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => onArchive(row)}>
                Archive
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** A schedule work order's material cost rows: add (every field), update the actual cost, archive. */
export function MaterialCostsDialog({ scheduleId, workOrder, editable, onClose }: MaterialCostsDialogProps) {
  const queryClient = useQueryClient();
  const materials = useQuery({ ...catalogueMaterialsQuery, enabled: workOrder !== null }).data ?? [];
  const [typeId, setTypeId] = useState<number>(MaterialTypes.Material);
  const [draft, setDraft] = useState<MaterialDraft>(emptyDraft);
  const [adding, setAdding] = useState(false);
  const [archiving, setArchiving] = useState<WorkOrderMaterial | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.workOrders(scheduleId) });
  if (!workOrder) return null;
  const rows = workOrder.workOrderMaterialCosts ?? [];
  const services = workOrder.workOrderMaterialServices ?? [];
  const woId = workOrder.WorkOrderId;

  async function add() {
    if (
      !materialCostComplete({ ...draftBody(draft, true), MaterialTypeId: typeId }, workOrder!.ServiceGroupId)
    ) {
      notifyError(Messages.MaterialFillAllFields);
      return;
    }
    setAdding(true);
    try {
      await addMaterialCost(woId, {
        MaterialTypeId: typeId,
        ...draftBody(draft, true),
        ScheduleId: scheduleId,
      });
      notifySuccess(Messages.MaterialCostAdded);
      setDraft(emptyDraft());
    } catch (error) {
      failed(Messages.FailedToAddMaterial, error);
    } finally {
      setAdding(false);
      await refresh();
    }
  }

  async function saveCost(row: WorkOrderMaterial, cents: number | null) {
    try {
      await updateMaterialActualCost(woId, {
        WorkOrderMaterialId: row.Id,
        ActualCost: centsToDollars(cents ?? 0),
        ScheduleId: scheduleId,
      });
      notifySuccess('Material cost updated');
    } catch (error) {
      failed(Messages.FailedToUpdateMaterial, error);
    } finally {
      await refresh();
    }
  }

  async function archive() {
    if (!archiving) return;
    try {
      await archiveMaterial(archiving.Id, scheduleId);
      notifySuccess(Messages.MaterialArchived);
      setArchiving(null);
    } catch (error) {
      failed(Messages.FailedToArchiveMaterial, error);
    } finally {
      await refresh();
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Material costs · work order ${woId}`} size="lg">
      <Stack>
        {rows.length ? (
          rows.map((r) => (
            <CostRow
              key={`${r.Id}-${r.Version}`}
              row={r}
              editable={editable}
              onSave={saveCost}
              onArchive={setArchiving}
            />
          ))
        ) : (
          <Text c="dimmed" size="sm">
            No material costs on this work order.
          </Text>
        )}
        {editable && (
          <Card withBorder padding="sm">
            <Stack gap="sm">
              <SegmentedControl
                aria-label="Type"
                data={TYPES}
                value={String(typeId)}
                onChange={(v) => {
                  setTypeId(Number(v));
                  setDraft((d) => ({ ...d, MaterialId: null }));
                }}
              />
              <MaterialFields
                draft={draft}
                onChange={setDraft}
                materials={materials.filter((m) => m.MaterialTypeId === typeId && !m.Archived)}
                services={services}
                serviceGroupId={workOrder.ServiceGroupId}
                prices
                required
                typeLabel={typeId === MaterialTypes.Disposal ? 'Disposal' : 'Material'}
              />
              <Group justify="flex-end">
                <Button onClick={() => void add()} loading={adding}>
                  Add material cost
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </Stack>
      <ConfirmDialog
        opened={archiving !== null}
        title="Archive material"
        message={WM.archiveWarning(archiving?.MaterialName ?? '')}
        confirmLabel="Archive"
        danger
        onConfirm={archive}
        onCancel={() => setArchiving(null)}
      />
    </Modal>
  );
}

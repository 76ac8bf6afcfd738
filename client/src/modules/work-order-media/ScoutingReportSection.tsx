import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  F,
  has,
  Messages,
  R,
  ScoutingReportMessages as M,
  scoutingWeedTypesAllowed,
  WorkOrderMessages,
  type ServiceItem,
  type WorkOrder,
} from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { useClaims } from '../../kernel/session/sessionStore';
import { requestSync } from '../../offline/context';
import { useOfflineRecords, useOfflineWriter, useSyncStatus } from '../../offline/hooks';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { CrewWorkOrderGate, type CrewWorkOrder } from '../work-order-services';
import { toggleScoutingEntryArchived } from './mutations';
import { ScoutingEntryCard } from './ScoutingEntryCard';
import { ScoutingEntryDialog } from './ScoutingEntryDialog';
import { byEntryOrder, coveredBy, toEntryRow, type DeviceEntry, type EntryRow } from './scoutingLocal';
import { ScoutingNotes } from './ScoutingNotes';
import { ScoutingSendButtons } from './ScoutingSendButtons';
import { deviceSaved } from '../../offline/status';

export const RESTORE_NEEDS_CONNECTION = 'Archived entries can be restored with a connection.';

/** What was found on the location's inventory items, the notes, and sending the report to the customer. */
export function ScoutingReportSection({
  workOrder,
  onChanged,
}: {
  workOrder: WorkOrder;
  onChanged: () => void;
}) {
  const claims = useClaims();
  if (!has(claims, 'WorkOrders_ScoutingReport', R | F))
    return (
      <Alert color="gray" title={Messages.NotAuthorized}>
        Your role does not include the scouting report.
      </Alert>
    );
  return (
    <CrewWorkOrderGate workOrderId={workOrder.Id}>
      {(wo) => (
        <ScoutingReport
          workOrder={wo}
          required={wo.ScoutingReportRequired}
          onChanged={onChanged}
          canEdit={has(claims, 'WorkOrders_ScoutingReport', F)}
        />
      )}
    </CrewWorkOrderGate>
  );
}

/** A value the server just took online, shown until the device's copy of the work order catches up. */
function useAhead<T>(synced: T): [T, (v: T) => void] {
  const [ahead, setAhead] = useState<{ value: T } | null>(null);
  useEffect(() => setAhead(null), [synced]);
  return [ahead ? ahead.value : synced, (value) => setAhead({ value })];
}

function ScoutingReport({
  workOrder,
  required,
  onChanged,
  canEdit,
}: {
  workOrder: CrewWorkOrder;
  required: boolean;
  onChanged: () => void;
  canEdit: boolean;
}) {
  const writer = useOfflineWriter();
  const { online } = useSyncStatus();
  const records = useOfflineRecords<DeviceEntry>('scoutingReport', 'Data.WorkOrderId', workOrder.Id);
  const items = useOfflineRecords<ServiceItem>(
    'serviceItem',
    'Data.AccountLocationId',
    workOrder.AccountLocationId ?? 0,
  );
  const trees = useMemo(
    () => items?.filter(coveredBy(workOrder.ServiceGroupId)),
    [items, workOrder.ServiceGroupId],
  );
  const entries = useMemo(() => (records ?? []).map(toEntryRow).sort(byEntryOrder), [records]);
  const [notes, setNotes] = useAhead(workOrder.ScoutingReportNotes);
  const [sent, setSent] = useAhead(workOrder.SentScoutingReport);
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<EntryRow | 'new' | null>(null);
  const report = {
    WorkOrderId: workOrder.Id,
    AccountLocationId: workOrder.AccountLocationId,
    WeedTypesAllowed: scoutingWeedTypesAllowed(workOrder.ServiceGroupId),
  };

  async function archive(entry: EntryRow) {
    const ok = await confirm({
      title: 'Archive entry',
      message: `Archive the entry for ${entry.ServiceItem.Name}? It will no longer be part of the scouting report.`,
      confirmLabel: 'Archive',
      danger: true,
    });
    if (!ok) return;
    try {
      // The device's delete of an entry archives it on the server (entries are never deleted).
      await writer.remove('scoutingReport', entry.key);
      notifySuccess(deviceSaved(WorkOrderMessages.SuccessfullyArchived));
      onChanged();
    } catch {
      notifyError(M.ArchivingFailed);
    }
  }

  async function restore(entry: EntryRow) {
    const ok = await confirm({
      title: 'Restore entry',
      message: `Restore the entry for ${entry.ServiceItem.Name} to the scouting report?`,
      confirmLabel: 'Restore',
    });
    if (!ok) return;
    try {
      await toggleScoutingEntryArchived(entry.Id);
      notifySuccess(Messages.UpdatedSuccessfully);
      requestSync({ now: true });
      onChanged();
    } catch (error) {
      handleApiError(error, M.ArchivingFailed);
    }
  }

  const active = entries.filter((e) => !e.Archived);
  const archivedCount = entries.length - active.length;
  const shown = showArchived ? entries : active;
  const mayRestore = (e: EntryRow) => online && e.Id > 0 && !e.pending;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h5">
              Scouting report
            </Title>
            {sent && <Badge color="teal">Sent to customer</Badge>}
          </Group>
          <Group gap="xs">
            {archivedCount > 0 && (
              <Switch
                size="xs"
                label={`Show archived (${archivedCount})`}
                checked={showArchived}
                onChange={(e) => setShowArchived(e.currentTarget.checked)}
              />
            )}
            {canEdit && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditing('new')}
              >
                Add entry
              </Button>
            )}
          </Group>
        </Group>
        {required && !active.length && (
          <Alert color="yellow" p="xs">
            {WorkOrderMessages.ScoutingReportRequired}
          </Alert>
        )}
        {canEdit && showArchived && archivedCount > 0 && !online && (
          <Text size="xs" c="dimmed">
            {RESTORE_NEEDS_CONNECTION}
          </Text>
        )}
        <Stack gap="xs" role="list" aria-label="Scouting entries">
          {shown.map((e) => (
            <ScoutingEntryCard
              key={e.key}
              entry={e}
              sync={e}
              weedTypesAllowed={report.WeedTypesAllowed}
              onEdit={canEdit ? () => setEditing(e) : undefined}
              onToggleArchived={
                !canEdit
                  ? undefined
                  : !e.Archived
                    ? () => void archive(e)
                    : mayRestore(e)
                      ? () => void restore(e)
                      : undefined
              }
            />
          ))}
        </Stack>
        {records !== undefined && !shown.length && (
          <Text size="sm" c="dimmed">
            No scouting entries yet.
          </Text>
        )}
        <Divider />
        <ScoutingNotes
          workOrderId={workOrder.Id}
          stored={notes}
          readOnly={!canEdit}
          online={online}
          onSaved={(saved) => {
            setNotes(saved);
            onChanged();
          }}
        />
        {canEdit && (
          <ScoutingSendButtons
            workOrderId={workOrder.Id}
            hasEntries={active.length > 0}
            alreadySent={sent}
            online={online}
            unsynced={entries.some((e) => e.pending || e.review)}
            onSent={() => {
              setSent(true);
              onChanged();
            }}
          />
        )}
      </Stack>
      <ScoutingEntryDialog
        report={report}
        entry={editing}
        trees={trees}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
    </Paper>
  );
}

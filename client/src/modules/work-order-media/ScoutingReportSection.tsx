import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import {
  F,
  has,
  Messages,
  R,
  ScoutingReportMessages as M,
  WorkOrderMessages,
  type ScoutingEntry,
  type WorkOrder,
} from '@canopy/shared';
import { handleApiError } from '../../app/api/handleApiError';
import { useClaims } from '../../app/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/ConfirmDialog';
import { notifySuccess } from '../../ui/notify';
import { mediaKeys, scoutingQuery, toggleScoutingEntryArchived } from './queries';
import { ScoutingEntryCard } from './ScoutingEntryCard';
import { ScoutingEntryDialog } from './ScoutingEntryDialog';
import { ScoutingNotes } from './ScoutingNotes';
import { ScoutingSendButtons } from './ScoutingSendButtons';

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
    <ScoutingReport
      workOrder={workOrder}
      onChanged={onChanged}
      canEdit={has(claims, 'WorkOrders_ScoutingReport', F)}
    />
  );
}

function ScoutingReport({
  workOrder,
  onChanged,
  canEdit,
}: {
  workOrder: WorkOrder;
  onChanged: () => void;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const report = useQuery(scoutingQuery(workOrder.Id));
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<ScoutingEntry | 'new' | null>(null);

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: mediaKeys.scouting(workOrder.Id) });
    onChanged();
  };

  async function toggleArchived(entry: ScoutingEntry) {
    const ok = await confirm({
      title: entry.Archived ? 'Restore entry' : 'Archive entry',
      message: entry.Archived
        ? `Restore the entry for ${entry.ServiceItem.Name} to the scouting report?`
        : `Archive the entry for ${entry.ServiceItem.Name}? It will no longer be part of the scouting report.`,
      confirmLabel: entry.Archived ? 'Restore' : 'Archive',
      danger: !entry.Archived,
    });
    if (!ok) return;
    try {
      await toggleScoutingEntryArchived(entry.Id);
      notifySuccess(entry.Archived ? Messages.UpdatedSuccessfully : WorkOrderMessages.SuccessfullyArchived);
      changed();
    } catch (error) {
      handleApiError(error, M.ArchivingFailed);
    }
  }

  if (report.error)
    return (
      <Alert color="red" title="The scouting report could not be loaded">
        <Group justify="space-between">
          <Text size="sm">{failureMessage(report.error, M.TryAgain)}</Text>
          <Button size="xs" variant="light" onClick={() => void report.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  if (report.isPending)
    return (
      <Stack aria-busy>
        <Skeleton h={28} w={240} />
        <Skeleton h={90} />
        <Skeleton h={90} />
      </Stack>
    );

  const data = report.data;
  const active = data.Entries.filter((e) => !e.Archived);
  const archivedCount = data.Entries.length - active.length;
  const shown = showArchived ? data.Entries : active;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h5">
              Scouting report
            </Title>
            {data.SentScoutingReport && <Badge color="teal">Sent to customer</Badge>}
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
        {workOrder.ScoutingReportRequired && !active.length && (
          <Alert color="yellow" p="xs">
            {WorkOrderMessages.ScoutingReportRequired}
          </Alert>
        )}
        <Stack gap="xs" role="list" aria-label="Scouting entries">
          {shown.map((e) => (
            <ScoutingEntryCard
              key={e.Id}
              entry={e}
              weedTypesAllowed={data.WeedTypesAllowed}
              onEdit={canEdit ? () => setEditing(e) : undefined}
              onToggleArchived={canEdit ? () => void toggleArchived(e) : undefined}
            />
          ))}
        </Stack>
        {!shown.length && (
          <Text size="sm" c="dimmed">
            No scouting entries yet.
          </Text>
        )}
        <Divider />
        <ScoutingNotes report={data} readOnly={!canEdit} onSaved={onChanged} />
        {canEdit && (
          <ScoutingSendButtons
            workOrderId={workOrder.Id}
            hasEntries={active.length > 0}
            alreadySent={data.SentScoutingReport}
            onSent={onChanged}
          />
        )}
      </Stack>
      <ScoutingEntryDialog report={data} entry={editing} onClose={() => setEditing(null)} onSaved={changed} />
    </Paper>
  );
}

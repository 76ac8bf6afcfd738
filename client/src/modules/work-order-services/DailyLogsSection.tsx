import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  DailyLogMessages as M,
  dailyLogsEditable,
  F,
  formatDate,
  has,
  Messages,
  R,
  type DailyLog,
  type WorkOrder,
} from '@canopy/shared';
import type { LocalRecord } from '@canopy/sync/store';
import { useOfflineRecords, useOfflineWriter, useSyncStatus } from '../../offline/hooks';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { confirm } from '../../ui/confirm';
import { DataListTable } from '../../ui/DataListTable';
import { notifyError } from '../../ui/notify';
import { crewOf, CrewWorkOrderGate, type CrewWorkOrder } from './crewWorkOrder';
import { dailyLogColumns, logActions } from './dailyLogColumns';
import { DailyLogDialog } from './DailyLogDialog';
import { byLogOrder, type LogRow } from './dailyLogLocal';
import { PrevailingWageDialog } from './PrevailingWageDialog';

type Editing = { log: LogRow | null } | null;

const toRow = (r: LocalRecord<DailyLog>): LogRow => ({
  ...r.Data,
  Id: r.Id ?? 0,
  key: r.Key,
  pending: r.Pending > 0,
  review: r.NeedsReview,
});

/**
 * A work order's daily logs as kept on the device, with add, edit and delete under the claim and
 * status rules. Changes are saved here at once and sent to the server when there is a connection.
 */
export function DailyLogsSection({ workOrder, onChanged }: { workOrder: WorkOrder; onChanged: () => void }) {
  const claims = useClaims();
  if (!has(claims, 'WorkOrders_DailyLogs', R | F))
    return <Alert color="gray">{Messages.NotAuthorized}</Alert>;
  return (
    <CrewWorkOrderGate workOrderId={workOrder.Id}>
      {(wo) => <DailyLogs workOrder={wo} onChanged={onChanged} />}
    </CrewWorkOrderGate>
  );
}

function DailyLogs({ workOrder, onChanged }: { workOrder: CrewWorkOrder; onChanged: () => void }) {
  const claims = useClaims();
  const session = useSession();
  const writer = useOfflineWriter();
  const { online } = useSyncStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const [wageOf, setWageOf] = useState<DailyLog | null>(null);
  const records = useOfflineRecords<DailyLog>('dailyLog', 'Data.WorkOrderId', workOrder.Id);
  const rows = useMemo(() => (records ?? []).map(toRow).sort(byLogOrder), [records]);

  const editable = dailyLogsEditable(workOrder.StatusId, workOrder.HasSchedules);
  const canAdd = editable && has(claims, 'WorkOrders_DailyLogs', F);
  const canEdit = canAdd && has(claims, 'Employee_ManageHours', F);
  const me = session
    ? { Id: session.Employee.Id, Name: `${session.Employee.FirstName} ${session.Employee.LastName}` }
    : null;
  const total = rows.reduce((sum, l) => sum + Math.round(l.HoursWorked * 100), 0) / 100;

  async function remove(log: LogRow) {
    const ok = await confirm({
      title: 'Delete daily log',
      message: `Delete the daily log of ${log.Name} on ${formatDate(log.Date)}?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await writer.remove('dailyLog', log.key);
      onChanged();
    } catch {
      notifyError(M.RemovingFailed);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Daily Logs</Title>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ log: null })}>
            Add daily log
          </Button>
        )}
      </Group>
      {!editable && has(claims, 'WorkOrders_DailyLogs', F) && (
        <Text size="sm" c="dimmed">
          {M.NotEditable}
        </Text>
      )}
      <DataListTable
        columns={dailyLogColumns}
        rows={rows}
        rowKey={(l) => l.key}
        sort={null}
        descending={false}
        onSort={() => {}}
        loading={records === undefined}
        skeletonRows={3}
        emptyText="No daily logs yet."
        actions={logActions({
          canEdit,
          canEditUnsent: canAdd,
          // The prevailing wage hours are read from the server.
          canSeeWage: online && has(claims, 'WorkOrders_PrevailingWage', R | F),
          onEdit: (log) => setEditing({ log }),
          onDelete: (log) => void remove(log),
          onWage: setWageOf,
        })}
        editing={null}
        renderEditor={() => null}
        totals={rows.length ? { Name: 'Total', HoursWorked: total.toFixed(2) } : undefined}
      />
      <DailyLogDialog
        opened={editing !== null}
        workOrderId={workOrder.Id}
        log={editing?.log ?? null}
        logs={rows}
        me={me}
        crew={crewOf(workOrder)}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
      <PrevailingWageDialog log={wageOf} onClose={() => setWageOf(null)} />
    </Stack>
  );
}

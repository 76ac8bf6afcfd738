import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useClaims, useSession } from '../../app/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/ConfirmDialog';
import { DataListTable } from '../../ui/DataListTable';
import { notifyError } from '../../ui/notify';
import { dailyLogColumns, logActions } from './dailyLogColumns';
import { DailyLogDialog } from './DailyLogDialog';
import { PrevailingWageDialog } from './PrevailingWageDialog';
import { fetchDailyLogs, removeDailyLog, woServiceKeys } from './queries';

type Editing = { log: DailyLog | null } | null;

/** A work order's daily logs (all at once), with add, edit and delete under the claim and status rules. */
export function DailyLogsSection({ workOrder, onChanged }: { workOrder: WorkOrder; onChanged: () => void }) {
  const claims = useClaims();
  const session = useSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [wageOf, setWageOf] = useState<DailyLog | null>(null);
  const canView = has(claims, 'WorkOrders_DailyLogs', R | F);
  const queryKey = woServiceKeys.logs(workOrder.Id);
  const logs = useQuery({ queryKey, queryFn: () => fetchDailyLogs(workOrder.Id), enabled: canView });
  if (!canView) return <Alert color="gray">{Messages.NotAuthorized}</Alert>;

  const editable = dailyLogsEditable(workOrder.StatusId, workOrder.HasSchedules);
  const canAdd = editable && has(claims, 'WorkOrders_DailyLogs', F);
  const canEdit = canAdd && has(claims, 'Employee_ManageHours', F);
  const me = session
    ? { Id: session.Employee.Id, Name: `${session.Employee.FirstName} ${session.Employee.LastName}` }
    : null;
  const rows = logs.data ?? [];
  const total = rows.reduce((sum, l) => sum + Math.round(l.HoursWorked * 100), 0) / 100;

  async function changed() {
    await queryClient.invalidateQueries({ queryKey });
    onChanged();
  }

  async function remove(log: DailyLog) {
    const ok = await confirm({
      title: 'Delete daily log',
      message: `Delete the daily log of ${log.Name} on ${formatDate(log.Date)}?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await removeDailyLog(log.Id);
      await changed();
    } catch (error) {
      notifyError(failureMessage(error, M.RemovingFailed));
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
      {logs.error ? (
        <Alert color="red" title="The daily logs could not be loaded">
          <Group justify="space-between">
            {failureMessage(logs.error, Messages.ServerError)}
            <Button size="xs" variant="light" onClick={() => void logs.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : (
        <DataListTable
          columns={dailyLogColumns}
          rows={rows}
          rowKey={(l) => l.Id}
          sort={null}
          descending={false}
          onSort={() => {}}
          loading={logs.isPending}
          skeletonRows={3}
          emptyText="No daily logs yet."
          actions={logActions({
            canEdit,
            canSeeWage: has(claims, 'WorkOrders_PrevailingWage', R | F),
            onEdit: (log) => setEditing({ log }),
            onDelete: (log) => void remove(log),
            onWage: setWageOf,
          })}
          editing={null}
          renderEditor={() => null}
          totals={rows.length ? { Name: 'Total', HoursWorked: total.toFixed(2) } : undefined}
        />
      )}
      <DailyLogDialog
        opened={editing !== null}
        workOrderId={workOrder.Id}
        log={editing?.log ?? null}
        me={me}
        onClose={() => setEditing(null)}
        onSaved={() => void changed()}
      />
      <PrevailingWageDialog log={wageOf} onClose={() => setWageOf(null)} />
    </Stack>
  );
}

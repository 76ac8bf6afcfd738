import { useState } from 'react';
import { Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  ScheduleCostMessages as M,
  type ScheduleDailyLog,
  type WageChoices,
} from '@canopy/shared';
import { handleApiError } from '../../../ui/handleApiError';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { QueryState } from '../../../ui/QueryState';
import { refreshScheduleWork, saveWageHours } from './mutations';
import { WageRowFields, type Draft } from './WageRowFields';
import { scheduleDailyLogsQuery, wageChoicesQuery } from './queries';

export interface WageHoursDialogProps {
  scheduleId: number;
  /** The work order whose hours are shown; null keeps the dialog closed. */
  workOrderId: number | null;
  editable: boolean;
  onClose: () => void;
}

let nextKey = 0;
const draftsOf = (logs: ScheduleDailyLog[]): Draft[] =>
  logs.flatMap((l) =>
    l.PrevailingWageHours.map((r) => ({
      key: `row-${r.Id}`,
      Id: r.Id,
      DailyLogId: r.DailyLogId,
      Hours: r.Hours,
      PrevailingWageCategoryId: r.PrevailingWageCategoryId,
      PrevailingWageJobTitleId: r.PrevailingWageJobTitleId,
    })),
  );

interface FormProps {
  logs: ScheduleDailyLog[];
  choices: WageChoices;
  scheduleId: number;
  workOrderId: number;
  editable: boolean;
  onClose: () => void;
}

function WageForm({ logs, choices, scheduleId, workOrderId, editable, onClose }: FormProps) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Draft[]>(() => draftsOf(logs));
  const [saving, setSaving] = useState(false);
  const change = (key: string, patch: Partial<Draft>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function save() {
    if (rows.some((r) => r.Hours == null || !r.PrevailingWageCategoryId || !r.PrevailingWageJobTitleId)) {
      notifyError(M.FillAllFields);
      return;
    }
    setSaving(true);
    try {
      await saveWageHours(
        scheduleId,
        workOrderId,
        rows.map(({ key: _k, ...r }) => r),
      );
      notifySuccess(M.WageHoursSaved);
      onClose();
    } catch (e) {
      handleApiError(e, M.WageHoursFailed);
    } finally {
      setSaving(false);
      await refreshScheduleWork(queryClient, scheduleId);
    }
  }

  if (!logs.length)
    return (
      <Stack>
        <Text size="sm" c="dimmed">
          No daily logs on this schedule’s days yet. Hours can be split once the crew has logged them.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="sm">
      {logs.map((log) => (
        <Card
          key={log.Id}
          withBorder
          padding="xs"
          component="section"
          aria-label={`${log.Name} on ${formatDate(log.Date)}`}
        >
          <Text size="sm" fw={600}>
            {formatDate(log.Date)} · {log.Name}
            {log.JobTitle ? ` (${log.JobTitle})` : ''}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {log.HoursWorked} hours worked
          </Text>
          <Stack gap="xs">
            {rows
              .filter((r) => r.DailyLogId === log.Id)
              .map((r) => (
                <WageRowFields
                  key={r.key}
                  row={r}
                  date={log.Date}
                  choices={choices}
                  editable={editable}
                  onChange={(patch) => change(r.key, patch)}
                  onRemove={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                />
              ))}
            {editable && (
              <Button
                size="xs"
                variant="subtle"
                onClick={() =>
                  setRows((list) => [
                    ...list,
                    {
                      key: `new-${++nextKey}`,
                      Id: null,
                      DailyLogId: log.Id,
                      Hours: null,
                      PrevailingWageCategoryId: null,
                      PrevailingWageJobTitleId: null,
                    },
                  ])
                }
              >
                Add hours
              </Button>
            )}
          </Stack>
        </Card>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {editable ? 'Cancel' : 'Close'}
        </Button>
        {editable && (
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The work order's prevailing wage hours per daily log on this schedule. Read-only without
 * WorkOrders_PrevailingWage Full or once the schedule is Confirmed (spec §6).
 */
export function WageHoursDialog({ scheduleId, workOrderId, editable, onClose }: WageHoursDialogProps) {
  const opened = workOrderId !== null;
  const logs = useQuery({ ...scheduleDailyLogsQuery(scheduleId, workOrderId ?? 0), enabled: opened });
  const choices = useQuery({ ...wageChoicesQuery, enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Prevailing wage hours · work order ${workOrderId ?? ''}`}
      size="lg"
    >
      {opened && (
        <QueryState
          query={logs}
          errorTitle="The daily logs could not be loaded"
          loading={<Loader size="sm" aria-label="Loading daily logs" />}
        >
          {(list) =>
            choices.data ? (
              <WageForm
                key={logs.dataUpdatedAt}
                logs={list}
                choices={choices.data}
                scheduleId={scheduleId}
                workOrderId={workOrderId}
                editable={editable}
                onClose={onClose}
              />
            ) : choices.isError ? (
              <Text size="sm" c="red">
                The prevailing wage categories could not be loaded. Close and try again.
              </Text>
            ) : (
              <Loader size="sm" aria-label="Loading categories" />
            )
          }
        </QueryState>
      )}
    </Modal>
  );
}

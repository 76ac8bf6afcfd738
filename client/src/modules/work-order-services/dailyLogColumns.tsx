import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconClockDollar, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDate, formatTime } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { SyncMark } from '../service-items';
import type { LogRow } from './dailyLogLocal';

export const dailyLogColumns: DataListColumn<LogRow>[] = [
  {
    key: 'Name',
    title: 'Employee',
    render: (l) => (
      <Group gap={6} wrap="nowrap">
        {l.Name}
        <SyncMark pending={l.pending} review={l.review} />
      </Group>
    ),
  },
  { key: 'Date', title: 'Date', render: (l) => formatDate(l.Date) },
  { key: 'TimeIn', title: 'Time In', render: (l) => formatTime(l.TimeIn) },
  { key: 'TimeOut', title: 'Time Out', render: (l) => formatTime(l.TimeOut) },
  { key: 'HoursWorked', title: 'Hours', align: 'right', render: (l) => l.HoursWorked.toFixed(2) },
  { key: 'HourType', title: 'Hour Type' },
  { key: 'DailyLogType', title: 'Log Type' },
  {
    key: 'Notes',
    title: 'Notes',
    render: (l) => (
      <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
        {l.Notes ?? ''}
      </Text>
    ),
  },
];

export type LogActions = {
  /** Edit and delete any log (WorkOrders_DailyLogs Full with Employee_ManageHours Full, §6). */
  canEdit: boolean;
  /**
   * Edit and delete the logs made on this device that the server has not received yet: that is still
   * the caller's own unsent entry, not an edit of recorded hours, so whoever may add a log may fix it.
   */
  canEditUnsent: boolean;
  canSeeWage: boolean;
  onEdit: (l: LogRow) => void;
  onDelete: (l: LogRow) => void;
  onWage: (l: LogRow) => void;
};

/** The row actions the caller's claims allow; undefined when there are none (no actions column). */
export function logActions(a: LogActions) {
  if (!a.canEdit && !a.canEditUnsent && !a.canSeeWage) return undefined;
  const editable = (l: LogRow) => a.canEdit || (a.canEditUnsent && l.Id <= 0);
  return (l: LogRow) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {/* The server keeps the prevailing wage hours of a log it has. */}
      {a.canSeeWage && l.Id > 0 && (
        <Tooltip label="Prevailing wage hours">
          <ActionIcon
            variant="subtle"
            aria-label={`Prevailing wage hours of ${l.Name}`}
            onClick={() => a.onWage(l)}
          >
            <IconClockDollar size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {editable(l) && (
        <>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit log of ${l.Name}`} onClick={() => a.onEdit(l)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete log of ${l.Name}`}
              onClick={() => a.onDelete(l)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}

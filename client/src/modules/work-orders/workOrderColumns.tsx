import { Text } from '@mantine/core';
import { formatDate, formatTime, type WorkOrderRow } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { RowStatusSelect } from './RowStatusSelect';

const hours = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(2));

function scheduleCell(row: WorkOrderRow) {
  if (!row.ScheduleDate)
    return (
      <Text size="sm" c="dimmed">
        Not scheduled
      </Text>
    );
  const times = [formatTime(row.StartTime), formatTime(row.EndTime)].filter(Boolean).join(' – ');
  // One line: the row stays as high as its text.
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(row.ScheduleDate)}
      {times && (
        <Text span size="xs" c="dimmed">
          {' '}
          {times}
        </Text>
      )}
    </Text>
  );
}

/** The spec's columns; each key is the server's SortColumn. */
export const workOrderColumns: DataListColumn<WorkOrderRow>[] = [
  { key: 'WorkOrderId', title: 'Work Order', sortable: true, render: (r) => <Text fw={500}>{r.Id}</Text> },
  { key: 'SubTypeId', title: 'Type', sortable: true, render: (r) => r.SubType, hideOnPhone: true },
  {
    key: 'ServiceGroupId',
    title: 'Service Group',
    sortable: true,
    render: (r) => r.ServiceGroup,
    hideOnPhone: true,
  },
  { key: 'StatusId', title: 'Status', sortable: true, render: (r) => <RowStatusSelect row={r} /> },
  { key: 'Description', title: 'Description', sortable: true, maxWidth: 220 },
  {
    key: 'EstimatedHours',
    title: 'Estimated Hours',
    sortable: true,
    align: 'right',
    render: (r) => hours(r.EstimatedHours),
    hideOnPhone: true,
  },
  { key: 'ArboristName', title: 'Arborist', sortable: true, maxWidth: 140 },
  { key: 'ForemanName', title: 'Foreman', sortable: true, maxWidth: 140 },
  { key: 'ScheduleDate', title: 'Schedule Date/Time', sortable: true, render: scheduleCell },
  { key: 'CustomerName', title: 'Customer', sortable: true, maxWidth: 180 },
  { key: 'Address', title: 'Address', sortable: true, maxWidth: 200 },
];

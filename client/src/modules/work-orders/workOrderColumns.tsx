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
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(row.ScheduleDate)}
      {times && (
        <Text span size="xs" c="dimmed" display="block">
          {times}
        </Text>
      )}
    </Text>
  );
}

/** The spec's columns; each key is the server's SortColumn. */
export const workOrderColumns: DataListColumn<WorkOrderRow>[] = [
  { key: 'WorkOrderId', title: 'Work Order', sortable: true, render: (r) => <Text fw={500}>{r.Id}</Text> },
  { key: 'SubTypeId', title: 'Type', sortable: true, render: (r) => r.SubType },
  { key: 'ServiceGroupId', title: 'Service Group', sortable: true, render: (r) => r.ServiceGroup },
  { key: 'StatusId', title: 'Status', sortable: true, render: (r) => <RowStatusSelect row={r} /> },
  {
    key: 'Description',
    title: 'Description',
    sortable: true,
    render: (r) => (
      <Text size="sm" lineClamp={2} maw={260}>
        {r.Description}
      </Text>
    ),
  },
  {
    key: 'EstimatedHours',
    title: 'Estimated Hours',
    sortable: true,
    align: 'right',
    render: (r) => hours(r.EstimatedHours),
  },
  { key: 'ArboristName', title: 'Arborist', sortable: true },
  { key: 'ForemanName', title: 'Foreman', sortable: true },
  { key: 'ScheduleDate', title: 'Schedule Date/Time', sortable: true, render: scheduleCell },
  { key: 'CustomerName', title: 'Customer', sortable: true },
  { key: 'Address', title: 'Address', sortable: true },
];

import { Text } from '@mantine/core';
import { formatDate, formatTime, type WorkOrderRow } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { RowStatusSelect } from './RowStatusSelect';

const hours = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(2));

function scheduleText(row: WorkOrderRow): string {
  if (!row.ScheduleDate) return 'Not scheduled';
  const times = [formatTime(row.StartTime), formatTime(row.EndTime)].filter(Boolean).join(' – ');
  return [formatDate(row.ScheduleDate), times].filter(Boolean).join(' ');
}

function scheduleCell(row: WorkOrderRow) {
  if (!row.ScheduleDate)
    return (
      <Text span inherit c="dimmed">
        Not scheduled
      </Text>
    );
  const times = [formatTime(row.StartTime), formatTime(row.EndTime)].filter(Boolean).join(' – ');
  return (
    <>
      {formatDate(row.ScheduleDate)}
      {times && (
        <Text span size="xs" c="dimmed">
          {' '}
          {times}
        </Text>
      )}
    </>
  );
}

/**
 * The spec's columns; each key is the server's SortColumn. The widths are least widths: at 1440 px
 * the columns shown at first fit beside the menu, and Type, Service Group and Estimated Hours wait
 * in the Columns menu (the list's Type filter already says which types are listed).
 */
export const workOrderColumns: DataListColumn<WorkOrderRow>[] = [
  {
    key: 'WorkOrderId',
    title: 'Work Order',
    sortable: true,
    width: 130,
    render: (r) => (
      <Text span inherit fw={500}>
        {r.Id}
      </Text>
    ),
    hoverText: (r) => String(r.Id),
  },
  {
    key: 'SubTypeId',
    title: 'Type',
    sortable: true,
    width: 100,
    render: (r) => r.SubType,
    hideOnPhone: true,
    defaultHidden: true,
  },
  {
    key: 'ServiceGroupId',
    title: 'Service Group',
    sortable: true,
    width: 130,
    render: (r) => r.ServiceGroup,
    hideOnPhone: true,
    defaultHidden: true,
  },
  {
    key: 'StatusId',
    title: 'Status',
    sortable: true,
    width: 150,
    render: (r) => <RowStatusSelect row={r} />,
  },
  { key: 'Description', title: 'Description', sortable: true, width: 150 },
  {
    key: 'EstimatedHours',
    title: 'Estimated Hours',
    sortable: true,
    align: 'right',
    width: 90,
    render: (r) => hours(r.EstimatedHours),
    hideOnPhone: true,
    defaultHidden: true,
  },
  { key: 'ArboristName', title: 'Arborist', sortable: true, width: 110 },
  { key: 'ForemanName', title: 'Foreman', sortable: true, width: 110 },
  {
    key: 'ScheduleDate',
    title: 'Schedule Date/Time',
    sortable: true,
    width: 180,
    render: scheduleCell,
    hoverText: scheduleText,
  },
  { key: 'CustomerName', title: 'Customer', sortable: true, width: 120 },
  { key: 'Address', title: 'Address', sortable: true, width: 130 },
];

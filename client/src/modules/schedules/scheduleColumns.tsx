import { Anchor, Group, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { dollarsToCents, formatCurrency, formatDate, type ScheduleRow } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';

const hours = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(2));

function datesText(r: ScheduleRow): string {
  if (!r.FirstDate) return 'No dates';
  if (r.FirstDate === r.LastDate) return formatDate(r.FirstDate);
  return `${formatDate(r.FirstDate)} – ${formatDate(r.LastDate)}`;
}

/** The schedule's work orders, each opening the work order rather than the row's schedule. */
function WorkOrderLinks({ row }: { row: ScheduleRow }) {
  const here = useLocation({ select: (l) => l.href });
  return (
    <Group gap={6} wrap="nowrap">
      {row.WorkOrderIds.map((id) => (
        <Anchor
          key={id}
          renderRoot={(props) => <Link {...props} to="/workorders/info" search={{ id, returnPage: here }} />}
          aria-label={`Work order ${id}`}
          // The row itself opens the schedule; this link is the work order's alone.
          onClick={(e: MouseEvent) => e.stopPropagation()}
          size="sm"
        >
          {id}
        </Anchor>
      ))}
    </Group>
  );
}

/** The list's columns; the list keeps the server's order (soonest first day first) and sorts by none. */
export const scheduleColumns: DataListColumn<ScheduleRow>[] = [
  {
    key: 'Id',
    title: 'Schedule',
    width: 100,
    render: (r) => (
      <Text span inherit fw={500}>
        {r.Id}
      </Text>
    ),
  },
  { key: 'ScheduleStatus', title: 'Status', width: 120 },
  { key: 'BranchName', title: 'Branch', width: 140 },
  {
    key: 'Dates',
    title: 'Dates',
    width: 190,
    render: datesText,
    hoverText: (r) => `${datesText(r)} (${r.DayCount} ${r.DayCount === 1 ? 'day' : 'days'})`,
  },
  {
    key: 'Foremen',
    title: 'Foreman',
    width: 170,
    render: (r) => r.Foremen.map((f) => f.Name).join(', '),
    hoverText: (r) => r.Foremen.map((f) => f.Name).join(', '),
  },
  {
    key: 'WorkOrderIds',
    title: 'Work Orders',
    width: 160,
    render: (r) => <WorkOrderLinks row={r} />,
    hoverText: (r) => r.WorkOrderIds.join(', '),
  },
  { key: 'TotalHours', title: 'Total Hours', width: 110, align: 'right', render: (r) => hours(r.TotalHours) },
  {
    key: 'TotalValue',
    title: 'Total Value',
    width: 120,
    align: 'right',
    render: (r) => formatCurrency(dollarsToCents(r.TotalValue)),
    hideOnPhone: true,
  },
];

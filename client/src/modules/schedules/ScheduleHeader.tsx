import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import { ScheduleStatuses as S, type Schedule } from '@canopy/shared';
import { RecordHeader } from '../../ui/RecordHeader';

const STATUS_COLOR: Record<number, string> = {
  [S.Open]: 'blue',
  [S.InProgress]: 'yellow',
  [S.Ended]: 'teal',
  [S.Confirmed]: 'green',
  [S.Canceled]: 'gray',
};

export interface ScheduleHeaderProps {
  schedule: Schedule;
  onBack: () => void;
  actions: ReactNode;
}

/** Number, status and branch of the schedule, with the way back and its actions. */
export function ScheduleHeader({ schedule: s, onBack, actions }: ScheduleHeaderProps) {
  return (
    <RecordHeader
      title={`Schedule ${s.Id}`}
      badges={
        <Badge color={STATUS_COLOR[s.StatusId] ?? 'gray'} variant="light" aria-label="Schedule status">
          {s.ScheduleStatus}
        </Badge>
      }
      details={
        <Text size="sm" c="dimmed">
          {s.BranchName}
        </Text>
      }
      onBack={onBack}
      actions={actions}
    />
  );
}

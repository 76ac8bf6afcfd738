import type { ReactNode } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ScheduleStatuses as S, type Schedule } from '@canopy/shared';

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
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Tooltip label="Back">
          <ActionIcon variant="subtle" aria-label="Back" onClick={onBack} mt={4}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={1} size="h3">
              Schedule {s.Id}
            </Title>
            <Badge color={STATUS_COLOR[s.StatusId] ?? 'gray'} variant="light" aria-label="Schedule status">
              {s.ScheduleStatus}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {s.BranchName}
          </Text>
        </Stack>
      </Group>
      {actions}
    </Group>
  );
}

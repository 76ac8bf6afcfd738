import type { ReactNode } from 'react';
import { ActionIcon, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

export interface RecordHeaderProps {
  title: string;
  /** Status and other badges beside the title. */
  badges?: ReactNode;
  /** The line under the title: what the record belongs to. */
  details?: ReactNode;
  onBack: () => void;
  actions?: ReactNode;
}

/** A record page's header: the way back, its title with badges, a line of details, and its actions. */
export function RecordHeader({ title, badges, details, onBack, actions }: RecordHeaderProps) {
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
              {title}
            </Title>
            {badges}
          </Group>
          {details}
        </Stack>
      </Group>
      {actions}
    </Group>
  );
}

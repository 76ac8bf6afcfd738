import type { ReactNode } from 'react';
import { ActionIcon, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

export interface RolePageHeaderProps {
  title: ReactNode;
  /** Small line above the title, naming what kind of record this is. */
  eyebrow?: string;
  onBack: () => void;
  children?: ReactNode;
}

export function RolePageHeader({ title, eyebrow, onBack, children }: RolePageHeaderProps) {
  return (
    <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Tooltip label="Back">
          <ActionIcon variant="subtle" color="gray" aria-label="Back" onClick={onBack}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <div style={{ minWidth: 0 }}>
          {eyebrow && (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
              {eyebrow}
            </Text>
          )}
          <Title order={1} size="h3" lh={1.2} lineClamp={1}>
            {title}
          </Title>
        </div>
      </Group>
      {children && (
        <Group gap="xs" wrap="nowrap">
          {children}
        </Group>
      )}
    </Group>
  );
}

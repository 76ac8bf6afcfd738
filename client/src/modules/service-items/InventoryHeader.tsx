import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { BackButton } from '../../ui/BackButton';
import type { LocationContext } from './search';

export type InventoryHeaderProps = {
  title: ReactNode;
  context: LocationContext;
  /** Where Back goes when the page was not opened from another (a bookmark, a reload). */
  fallback: string;
  badges?: ReactNode;
  actions?: ReactNode;
};

/** Back, the title, and whose inventory this is: account and location. */
export function InventoryHeader({ title, context, fallback, badges, actions }: InventoryHeaderProps) {
  const names = [context.accName, context.locName].filter(Boolean).join(' · ');
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BackButton fallback={fallback} />
        <Stack gap={0}>
          <Group gap="xs">
            <Title order={1} size="h3">
              {title}
            </Title>
            {badges}
          </Group>
          <Text size="sm" c="dimmed" aria-label="Location">
            {names || '\u00a0'}
          </Text>
        </Stack>
      </Group>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

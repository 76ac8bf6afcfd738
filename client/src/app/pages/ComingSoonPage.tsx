import { Badge, Stack, Text, Title } from '@mantine/core';
import { IconTrees } from '@tabler/icons-react';
import { useMatches } from '@tanstack/react-router';

/** Stands in for a screen of the route table that is not built yet, under the same guard. */
export function ComingSoonPage() {
  const matches = useMatches();
  const title = matches.at(-1)?.staticData.screen?.title ?? 'This screen';
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconTrees size={40} stroke={1.4} aria-hidden />
      <Title order={1} size="h3">
        {title}
      </Title>
      <Badge variant="light">Coming soon</Badge>
      <Text c="dimmed" maw={420}>
        The {title} screen is not available in this version of Canopy yet.
      </Text>
    </Stack>
  );
}

import type { MouseEvent } from 'react';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useClaims } from '../../kernel/session/sessionStore';
import { visibleHubGroups } from './hubGroups';

/** The gear's target: every settings screen the user may open, by area. */
export function SettingsHub() {
  const groups = visibleHubGroups(useClaims());
  const navigate = useNavigate();

  const open = (e: MouseEvent<HTMLAnchorElement>, path: string) => {
    // New-tab and new-window clicks stay with the browser.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void navigate({ href: path });
  };

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Settings
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">No settings screens are open to your role.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
          {groups.map((group) => (
            <Card key={group.label} withBorder padding="sm" component="section" aria-label={group.label}>
              <Group gap="xs" mb={6} wrap="nowrap">
                <ThemeIcon variant="light" size="md">
                  <group.icon size={16} stroke={1.7} />
                </ThemeIcon>
                <Title order={2} size="h5">
                  {group.label}
                </Title>
              </Group>
              <Stack gap={6}>
                {group.links.map((link) => (
                  <div key={link.path}>
                    <Anchor href={link.path} fw={600} size="sm" onClick={(e) => open(e, link.path)}>
                      {link.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" lh={1.35}>
                      {link.description}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

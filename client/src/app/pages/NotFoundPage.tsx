import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { getSession } from '../../kernel/session/sessionStore';
import { defaultPath } from '../routes/landing';

/** An address no screen answers: say so, keep the menu, and offer the way to the start page. */
export function NotFoundPage() {
  const path = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconMapOff size={40} stroke={1.4} aria-hidden />
      <Title order={1} size="h3">
        Page not found
      </Title>
      <Text c="dimmed" maw={420} style={{ overflowWrap: 'anywhere' }}>
        There is no page at {path}. It may have moved, or the link may be mistyped.
      </Text>
      <Button onClick={() => void navigate({ href: defaultPath(getSession()) })}>Go to the start page</Button>
    </Stack>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { useSession } from '../../kernel/session/sessionStore';
import { defaultPath } from '../routes/landing';

export function UnauthorizedPage() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconLock size={40} stroke={1.4} aria-hidden />
      <Title order={1} size="h3">
        {Messages.NotAuthorized}
      </Title>
      <Text c="dimmed" maw={420}>
        Your role does not include access to that page. If you need it, ask an administrator to add the
        permission to your role.
      </Text>
      <Button
        variant="light"
        onClick={() => void navigate({ href: session ? defaultPath(session) : '/login' })}
      >
        {session ? 'Go to my home page' : 'Sign in'}
      </Button>
    </Stack>
  );
}

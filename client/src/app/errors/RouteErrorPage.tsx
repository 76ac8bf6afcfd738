import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { reportClientError } from '../../kernel/errors/reportClientError';

/** What a screen that crashed shows instead; the error goes to the server's log. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => reportClientError(error), [error]);
  return (
    <Center mih={300} p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text c="dimmed" maw={440}>
          This page failed to show. The problem has been reported. Try again, or reload the app.
        </Text>
        <Stack gap="xs">
          <Button onClick={reset}>Try again</Button>
          <Button variant="subtle" onClick={() => location.reload()}>
            Reload
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}

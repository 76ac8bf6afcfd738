import { Paper, Skeleton, Stack } from '@mantine/core';

/** The form's place while the service loads. */
export function ServiceFormSkeleton() {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" aria-busy>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={28} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}

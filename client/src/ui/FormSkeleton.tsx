import { Paper, Skeleton, Stack } from '@mantine/core';

export type FormSkeletonProps = {
  /** About as many as the form has fields, so the page does not jump when it arrives. */
  rows?: number;
  /** Without the bordered paper, for a form already inside one. */
  bare?: boolean;
};

/** A form's place while its record loads. */
export function FormSkeleton({ rows = 5, bare = false }: FormSkeletonProps) {
  const lines = (
    <Stack gap="sm" aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={28} radius="sm" />
      ))}
    </Stack>
  );
  return bare ? (
    lines
  ) : (
    <Paper withBorder p="md">
      {lines}
    </Paper>
  );
}

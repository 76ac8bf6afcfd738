import { Badge } from '@mantine/core';

export type ArchivedBadgeProps = { archived: boolean };

/** Marks an archived row in lists that include archived ones. */
export function ArchivedBadge({ archived }: ArchivedBadgeProps) {
  return archived ? (
    <Badge size="xs" variant="light" color="gray">
      Archived
    </Badge>
  ) : null;
}

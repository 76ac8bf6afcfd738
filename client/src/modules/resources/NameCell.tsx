import { Badge, Group, Text } from '@mantine/core';

export type NameCellProps = { name: string; archived?: boolean };

/** A row's name, marked when archived (those rows show only with "Include archived"). */
export function NameCell({ name, archived }: NameCellProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {archived && (
        <Badge size="xs" variant="outline" color="gray">
          Archived
        </Badge>
      )}
    </Group>
  );
}

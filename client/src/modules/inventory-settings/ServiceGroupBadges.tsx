import { Badge, Group, Text } from '@mantine/core';
import { SERVICE_GROUP_NAMES } from './serviceGroups';

export type ServiceGroupBadgesProps = { ids: readonly number[] };

/** The service groups an item type or size is offered for, as compact badges. */
export function ServiceGroupBadges({ ids }: ServiceGroupBadgesProps) {
  if (!ids.length)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={4}>
      {ids.map((id) => (
        <Badge key={id} size="sm" variant="light" color="gray" tt="none">
          {SERVICE_GROUP_NAMES.get(id) ?? `Group ${id}`}
        </Badge>
      ))}
    </Group>
  );
}

import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListCard } from './ListCard';
import { branchStatusesQuery, serviceGroupsQuery } from './queries';

/**
 * The lists a branch picks from. Both are fixed by the product (the spec's BranchStatuses and
 * ServiceGroups enumerations, which other records refer to by id), so they are shown, not edited.
 */
export function BranchListItemsPage() {
  const statuses = useQuery(branchStatusesQuery);
  const groups = useQuery(serviceGroupsQuery);
  return (
    <Stack gap="sm" maw={960}>
      <Title order={1} size="h3">
        Branch List Items
      </Title>
      <Text size="sm" c="dimmed">
        Branch statuses and service groups are fixed lists: work orders, services and schedules refer to them
        by number, so they cannot be renamed or removed here. Which service groups a branch offers, and its
        text for each, are set on the branch itself.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ListCard title="Branch statuses" list={statuses} />
        <ListCard title="Service groups" list={groups} />
      </SimpleGrid>
    </Stack>
  );
}

import { Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { WorkOrderToScheduleRow } from '@canopy/shared';
import { LoadNotice } from '../../../ui/LoadNotice';
import type { ListPage } from '../../../ui/listState';
import { ToScheduleCard } from './ToScheduleCard';

export interface ToScheduleListProps {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<WorkOrderToScheduleRow>>>;
  selected: ReadonlyMap<number, WorkOrderToScheduleRow>;
  onToggle: (row: WorkOrderToScheduleRow) => void;
  onClearFilters: () => void;
  returnPage: string;
}

/** The loaded pages as cards, one column on a phone, with "Load more" until every match is shown. */
export function ToScheduleList({
  query,
  selected,
  onToggle,
  onClearFilters,
  returnPage,
}: ToScheduleListProps) {
  if (query.error && !query.data)
    return (
      <LoadNotice
        title="The work orders could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data)
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading work orders" />
      </Center>
    );
  const rows = query.data.pages.flatMap((p) => p.rows);
  const total = query.data.pages.at(-1)?.total ?? rows.length;
  if (!rows.length)
    return (
      <Stack align="center" gap="xs" py="lg">
        <Text ta="center">No work orders waiting for a schedule match these filters.</Text>
        <Text ta="center" size="sm" c="dimmed">
          Widen the filters (the branch and arborist start as yours) or clear them to see every work order you
          can schedule.
        </Text>
        <Button variant="light" onClick={onClearFilters}>
          Clear filters
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {rows.map((row) => (
          <ToScheduleCard
            key={row.WorkOrderId}
            row={row}
            selected={selected.has(row.WorkOrderId)}
            onToggle={onToggle}
            returnPage={returnPage}
          />
        ))}
      </SimpleGrid>
      <Stack align="center" gap={4}>
        <Text size="sm" c="dimmed">
          Showing {rows.length} of {total}
        </Text>
        {query.hasNextPage && (
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

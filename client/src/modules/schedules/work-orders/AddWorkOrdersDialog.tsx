import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dollarsToCents,
  formatCurrency,
  SCHEDULE_ADD_PAGE_SIZE,
  ScheduleWorkOrderMessages as M,
  ServiceGroupList,
  type ScheduleAddRow,
  type ScheduleAddSearch,
} from '@canopy/shared';
import { useSession } from '../../../kernel/session/sessionStore';
import { handleApiError } from '../../../ui/handleApiError';
import { idOptions, idsFilter } from '../../../ui/idsFilter';
import { NumericInput } from '../../../ui/inputs';
import { QueryState } from '../../../ui/QueryState';
import { scheduleBranchesQuery, territoriesQuery } from '../queries';
import { addWorkOrders, refreshScheduleWork } from './mutations';
import { fetchWorkOrdersToAdd } from './queries';

export interface AddWorkOrdersDialogProps {
  scheduleId: number;
  /** The schedule's branch: the search starts there. */
  branchId: number;
  opened: boolean;
  onClose: () => void;
}

type Filters = Omit<ScheduleAddSearch, 'Skip' | 'Take'>;
const GROUPS = idOptions(ServiceGroupList);
const COLOURS = { red: 'red', yellow: 'yellow', green: 'green' } as const;

function Row({ row, checked, onToggle }: { row: ScheduleAddRow; checked: boolean; onToggle: () => void }) {
  return (
    <Card withBorder padding="xs" component="li">
      <Checkbox
        checked={checked}
        onChange={onToggle}
        aria-label={`Work order ${row.WorkOrderId}`}
        label={
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {row.WorkOrderId}
              </Text>
              <Badge size="xs" color={COLOURS[row.Priority.Colour]}>
                {row.Priority.Name}
              </Badge>
              <Text size="xs" c="dimmed">
                {row.ServiceGroup} · {row.BranchName}
              </Text>
            </Group>
            <Text size="sm">{row.CustomerName}</Text>
            {row.Address && (
              <Text size="xs" c="dimmed">
                {row.Address}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {row.EstimatedHours} h
              {row.EstimatedValue !== null ? ` · ${formatCurrency(dollarsToCents(row.EstimatedValue))}` : ''}
              {row.SalesTerritory ? ` · ${row.SalesTerritory}` : ''}
            </Text>
          </Stack>
        }
      />
    </Card>
  );
}

/**
 * Work orders waiting for a schedule that may join this one: filters of spec §7, 12 a page, a choice
 * kept across pages; adding all of them is one call.
 */
export function AddWorkOrdersDialog({ scheduleId, branchId, opened, onClose }: AddWorkOrdersDialogProps) {
  const queryClient = useQueryClient();
  const me = useSession()?.Employee.Id ?? 0;
  const [filters, setFilters] = useState<Filters>({ BranchIds: [branchId] });
  const [skip, setSkip] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const branches = useQuery({ ...scheduleBranchesQuery(me), enabled: opened });
  const territories = useQuery({ ...territoriesQuery, enabled: opened });
  const page = useQuery({
    queryKey: ['schedules', 'toAdd', scheduleId, filters, skip] as const,
    queryFn: () => fetchWorkOrdersToAdd(scheduleId, { ...filters, Skip: skip, Take: SCHEDULE_ADD_PAGE_SIZE }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });

  const filter = (next: Filters) => {
    setFilters(next);
    setSkip(0);
  };
  const multi = idsFilter(filters, filter);
  const toggle = (id: number) =>
    setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  function close() {
    setChosen([]);
    onClose();
  }

  async function add() {
    setAdding(true);
    try {
      await addWorkOrders(scheduleId, chosen);
      close();
    } catch (e) {
      handleApiError(e, M.AddFailed);
    } finally {
      setAdding(false);
      await refreshScheduleWork(queryClient, scheduleId);
    }
  }

  const total = page.data?.total ?? 0;
  return (
    <Modal opened={opened} onClose={() => !adding && close()} title="Add work orders" size="lg">
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="wrap">
          {multi('BranchIds', 'Branch', idOptions(branches.data?.Branches), 160)}
          {multi('SalesTerritoryIds', 'Sales territory', idOptions(territories.data), 160)}
          {multi('ServiceGroupIds', 'Service group', GROUPS, 160)}
          <NumericInput
            label="Work order"
            decimals={0}
            min={1}
            value={filters.WorkOrderId ?? null}
            onChange={(v) => filter({ ...filters, WorkOrderId: v && v > 0 ? v : undefined })}
            w={120}
          />
        </Group>
        <QueryState
          query={page}
          errorTitle="The work orders could not be loaded"
          loading={<Loader size="sm" aria-label="Loading work orders to add" />}
        >
          {({ rows }) =>
            rows.length ? (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {rows.map((r) => (
                  <Row
                    key={r.WorkOrderId}
                    row={r}
                    checked={chosen.includes(r.WorkOrderId)}
                    onToggle={() => toggle(r.WorkOrderId)}
                  />
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                No work orders are waiting for a schedule with these filters. Clear a filter to see more.
              </Text>
            )
          }
        </QueryState>
        <Group justify="space-between" gap="xs">
          <Text size="sm" aria-live="polite">
            {total ? `${skip + 1}–${Math.min(skip + SCHEDULE_ADD_PAGE_SIZE, total)} of ${total}` : ''}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={skip === 0}
              onClick={() => setSkip(Math.max(0, skip - SCHEDULE_ADD_PAGE_SIZE))}
            >
              Previous
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={skip + SCHEDULE_ADD_PAGE_SIZE >= total}
              onClick={() => setSkip(skip + SCHEDULE_ADD_PAGE_SIZE)}
            >
              Next
            </Button>
          </Group>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={adding}>
            Cancel
          </Button>
          <Button onClick={() => void add()} loading={adding} disabled={!chosen.length}>
            {chosen.length ? `Add ${chosen.length} work order${chosen.length > 1 ? 's' : ''}` : 'Add'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

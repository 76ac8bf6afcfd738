import { useMemo, useState } from 'react';
import {
  Badge,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatDate, formatTime, todayIsoDate, type SyncWorkOrder } from '@canopy/shared';
import { useOfflineContext } from '../../offline/context';
import { deviceListRows, type DeviceListRow } from './deviceList';
import { statusColor } from './statusOptions';

/** The crew's work orders as last synced, read from the device (Data null: deleted here). */
function useDeviceWorkOrders(): SyncWorkOrder[] | undefined {
  const db = useOfflineContext((s) => s.ctx?.db ?? null);
  return useLiveQuery(
    async () =>
      db
        ? (await db.workOrders.toArray()).flatMap((r) => (r.Data ? [r.Data as SyncWorkOrder] : []))
        : undefined,
    [db],
  );
}

function when(row: DeviceListRow): string {
  if (!row.day) return 'Not scheduled';
  const times = [formatTime(row.day.StartTime), formatTime(row.day.EndTime)].filter(Boolean).join(' – ');
  return `${row.isToday ? 'Today' : formatDate(row.day.Date)}${times ? ` · ${times}` : ''}`;
}

function Card({ row }: { row: DeviceListRow }) {
  const w = row.workOrder;
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="sm" role="listitem" aria-label={`work order ${w.Id}`}>
      <UnstyledButton
        onClick={() =>
          void navigate({ to: '/workorders/info', search: { id: w.Id, returnPage: '/workorders' } })
        }
        p="sm"
        style={{ display: 'block', width: '100%' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{w.Id}</Text>
          <Badge color={statusColor(w.StatusId)} variant="light">
            {w.WorkOrderStatus}
          </Badge>
        </Group>
        {w.Description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {w.Description}
          </Text>
        )}
        <Text size="sm" fw={500}>
          {w.AccountName}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {w.LocationAddress ?? w.Address ?? 'No location'}
        </Text>
        <Text size="xs" c={row.isToday ? 'canopy.8' : 'dimmed'} fw={row.isToday ? 600 : undefined}>
          {when(row)}
        </Text>
      </UnstyledButton>
    </Paper>
  );
}

/**
 * Work Orders without a connection: the crew's synced orders, today's first, with the filters that
 * work on the device (words and status); each opens the offline info screen.
 */
export function DeviceWorkOrderList() {
  const orders = useDeviceWorkOrders();
  const [query, setQuery] = useState('');
  const [statusId, setStatusId] = useState<string | null>(null);
  const today = todayIsoDate();
  const rows = useMemo(
    () => deviceListRows(orders ?? [], { query, statusId: statusId ? Number(statusId) : null }, today),
    [orders, query, statusId, today],
  );
  const statuses = useMemo(() => {
    const seen = new Map<number, string>();
    for (const w of orders ?? []) seen.set(w.StatusId, w.WorkOrderStatus);
    return [...seen].sort(([a], [b]) => a - b).map(([id, name]) => ({ value: String(id), label: name }));
  }, [orders]);

  return (
    <>
      <Title order={1} size="h3" mb={4}>
        Work Orders
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Offline: your work orders as last synced to this device.
      </Text>
      <Group gap="sm" mb="sm" align="flex-end">
        <TextInput
          aria-label="Search"
          placeholder="Search by number, description, customer or address"
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          aria-label="Status"
          placeholder="Every status"
          data={statuses}
          value={statusId}
          onChange={setStatusId}
          clearable
          style={{ flex: '0 1 12rem' }}
        />
      </Group>
      {orders === undefined ? (
        <Loader aria-label="Loading work orders" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">
          {orders.length
            ? 'No work orders match these filters'
            : 'No work orders on this device yet. They arrive with the next sync.'}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="Work orders" maw={720}>
          {rows.map((r) => (
            <Card key={r.workOrder.Id} row={r} />
          ))}
        </Stack>
      )}
    </>
  );
}

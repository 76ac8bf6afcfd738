import { Badge, Checkbox, Stack, Text } from '@mantine/core';
import { dollarsToCents, formatCurrency, type WorkOrderMaterial } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';

export interface MaterialColumnsOptions {
  typeLabel: string;
  prices: boolean;
  canComplete: boolean;
  savingId: number | null;
  onComplete: (m: WorkOrderMaterial, value: boolean) => void;
}

const money = (dollars: number | null | undefined) =>
  dollars == null ? '' : formatCurrency(dollarsToCents(dollars));

export function materialColumns(o: MaterialColumnsOptions): DataListColumn<WorkOrderMaterial>[] {
  return [
    {
      key: 'MaterialName',
      title: o.typeLabel,
      render: (m) => (
        <Text size="sm" fw={500}>
          {m.MaterialName}
          {m.Archived && (
            <Badge ml={6} size="xs" color="gray" variant="light">
              Archived
            </Badge>
          )}
        </Text>
      ),
    },
    {
      key: 'ServiceName',
      title: 'Service / item',
      render: (m) => (
        <Stack gap={0}>
          <Text size="sm">{m.ServiceName ?? 'No service'}</Text>
          {m.ServiceItem && (
            <Text size="xs" c="dimmed">
              {m.ServiceItem}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'Units',
      title: 'Units',
      align: 'right',
      render: (m) => `${m.Units}${m.Unit ? ` ${m.Unit}` : ''}`,
    },
    ...(o.prices
      ? ([
          { key: 'UnitPrice', title: 'Unit price', align: 'right', render: (m) => money(m.UnitPrice) },
          { key: 'TotalCost', title: 'Total', align: 'right', render: (m) => money(m.TotalCost) },
          { key: 'ActualCost', title: 'Actual cost', align: 'right', render: (m) => money(m.ActualCost) },
        ] satisfies DataListColumn<WorkOrderMaterial>[])
      : []),
    { key: 'DateReported', title: 'Reported', hideOnPhone: true },
    {
      key: 'Completed',
      title: 'Completed',
      render: (m) => (
        <Checkbox
          aria-label={`Completed: ${m.MaterialName}`}
          checked={m.Completed}
          disabled={!o.canComplete || m.Archived || o.savingId === m.Id}
          onChange={(e) => o.onComplete(m, e.currentTarget.checked)}
        />
      ),
    },
  ];
}

import { Anchor, Badge, Text } from '@mantine/core';
import { formatDate, type PurchaseOrder } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';

const dateCell = (date: string | null) =>
  date ? (
    formatDate(date)
  ) : (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );

/** PO, effective start and end, archived; the PO opens the edit dialog for those who may edit. */
export function purchaseOrderColumns(
  edit: ((po: PurchaseOrder) => void) | null,
): DataListColumn<PurchaseOrder>[] {
  return [
    {
      key: 'Po',
      title: 'PO',
      render: (po) =>
        edit ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            ta="left"
            aria-label={`Edit purchase order ${po.Po}`}
            onClick={() => edit(po)}
          >
            {po.Po}
          </Anchor>
        ) : (
          <Text span size="sm" fw={500} c={po.Archived ? 'dimmed' : undefined}>
            {po.Po}
          </Text>
        ),
    },
    {
      key: 'EffectiveStartDate',
      title: 'Effective start',
      width: 140,
      render: (po) => dateCell(po.EffectiveStartDate),
    },
    {
      key: 'EffectiveEndDate',
      title: 'Effective end',
      width: 140,
      render: (po) => dateCell(po.EffectiveEndDate),
    },
    {
      key: 'Archived',
      title: 'Archived',
      width: 110,
      render: (po) =>
        po.Archived ? (
          <Badge size="sm" variant="light" color="gray">
            Archived
          </Badge>
        ) : (
          <Text span size="sm" c="dimmed">
            No
          </Text>
        ),
    },
  ];
}

import { Badge, Group, Text } from '@mantine/core';
import type { WorkOrderDamage } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { SyncMark } from '../service-items';
import { dateOf } from './problemColumns';

/** A damage row; on the device it also says whether it waits to sync. */
type DamageRow = WorkOrderDamage & { pending?: boolean; review?: boolean };

export const damageColumns: DataListColumn<DamageRow>[] = [
  { key: 'DateReported', title: 'Reported', render: (d) => dateOf(d.DateReported) },
  {
    key: 'Description',
    title: 'Damage',
    render: (d) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">
          {d.Description}
          {d.Archived && (
            <Badge ml={6} size="xs" color="gray" variant="light">
              Archived
            </Badge>
          )}
        </Text>
        {d.pending !== undefined && <SyncMark pending={d.pending} review={!!d.review} />}
      </Group>
    ),
  },
  { key: 'Notes', title: 'Notes' },
  { key: 'ReportedBy', title: 'Reported by' },
];

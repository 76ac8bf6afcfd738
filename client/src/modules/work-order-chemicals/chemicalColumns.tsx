import { Badge, Stack, Text } from '@mantine/core';
import type { WorkOrderChemical } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { missingText } from './recordText';

const amount = (n: number | null) => (n === null ? '' : String(n));

/** The chemical lines' columns; the record column says what the state still asks for. */
export function chemicalColumns(): DataListColumn<WorkOrderChemical>[] {
  return [
    {
      key: 'Chemical',
      title: 'Chemical',
      render: (c) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {c.Chemical}
          {c.Archived && (
            <Badge ml={6} size="xs" color="gray" variant="light">
              Archived
            </Badge>
          )}
        </Text>
      ),
    },
    { key: 'Carrier', title: 'Carrier' },
    { key: 'Unit', title: 'Chemical Unit' },
    {
      key: 'ActualGallonsUsed',
      title: 'Actual Gallons Used',
      align: 'right',
      render: (c) => amount(c.ActualGallonsUsed),
    },
    { key: 'MixRate', title: 'Mix Rate', align: 'right', render: (c) => amount(c.MixRate) },
    {
      key: 'Record',
      title: 'Application record',
      render: (c) => (
        <Stack gap={2}>
          {c.Record ? (
            <Text size="sm">Recorded{c.Revisions > 1 ? ` (revision ${c.Revisions})` : ''}</Text>
          ) : (
            <Text size="sm" c="dimmed">
              Not recorded
            </Text>
          )}
          {c.Missing.length > 0 && (
            <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
              Needed: {missingText(c.Missing)}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
}

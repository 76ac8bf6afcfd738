import type { Key, ReactNode } from 'react';
import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { cellContent } from './dataListCells';
import type { DataListColumn } from './dataListTypes';

export type DataListCardsProps<Row> = {
  columns: DataListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  loading: boolean;
  skeletonRows: number;
  emptyText: ReactNode;
  actions?: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
  /** Names the row for assistive technology ("work order 12"). */
  rowLabel?: (row: Row) => string;
};

/**
 * The list on a phone: a card a row, its first column as the heading and the other key fields as
 * label and value below, so nothing is wider than the screen and every value can be read.
 */
export function DataListCards<Row>(props: DataListCardsProps<Row>) {
  const { columns, rows, rowKey, actions, onRowClick, rowLabel } = props;
  const [head, ...rest] = columns.filter((c) => !c.hideOnPhone);

  if (props.loading)
    return (
      <Stack gap="xs" aria-busy>
        {Array.from({ length: props.skeletonRows }, (_, i) => (
          <Skeleton key={i} height={64} radius="sm" />
        ))}
      </Stack>
    );
  if (!rows.length)
    return (
      <Text c="dimmed" ta="center" py="md">
        {props.emptyText}
      </Text>
    );

  return (
    <Stack gap="xs" role="list">
      {rows.map((row) => {
        const fields = (
          <Stack gap={2}>
            {head && (
              <Text fw={600} size="sm">
                {cellContent(head, row)}
              </Text>
            )}
            {rest.map((c) => (
              <Group key={c.key} gap={6} wrap="nowrap" align="baseline">
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {c.title}
                </Text>
                <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {cellContent(c, row)}
                </Text>
              </Group>
            ))}
          </Stack>
        );
        return (
          <Paper key={rowKey(row)} withBorder p="xs" role="listitem" aria-label={rowLabel?.(row)}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              {onRowClick ? (
                <UnstyledButton onClick={() => onRowClick(row)} style={{ flex: 1, minWidth: 0 }}>
                  {fields}
                </UnstyledButton>
              ) : (
                <div style={{ flex: 1, minWidth: 0 }}>{fields}</div>
              )}
              {actions?.(row)}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

import type { Key, ReactNode } from 'react';
import { Skeleton, Table, Text } from '@mantine/core';
import { SortHeader } from './SortHeader';
import { NEW_ROW, type DataListColumn, type EditingKey } from './dataListTypes';

export type DataListTableProps<Row> = {
  columns: DataListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  sort: string | null;
  descending: boolean;
  onSort: (key: string) => void;
  loading: boolean;
  skeletonRows: number;
  emptyText: ReactNode;
  /** Contents of the trailing actions cell; the column exists only when this is given. */
  actions?: (row: Row) => ReactNode;
  editing: EditingKey | null;
  renderEditor: (row: Row | null) => ReactNode;
  onRowClick?: (row: Row) => void;
  totals?: Partial<Record<string, ReactNode>>;
};

function cell<Row>(column: DataListColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value == null ? '' : String(value);
}

export function DataListTable<Row>(props: DataListTableProps<Row>) {
  const { columns, rows, rowKey, actions, editing, renderEditor, onRowClick, totals } = props;
  const span = columns.length + (actions ? 1 : 0);
  const editorRow = (key: Key, row: Row | null) => (
    <Table.Tr key={key}>
      <Table.Td colSpan={span}>{renderEditor(row)}</Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (props.loading) {
    body = Array.from({ length: props.skeletonRows }, (_, i) => (
      <Table.Tr key={i}>
        {Array.from({ length: span }, (_, j) => (
          <Table.Td key={j}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0 && editing !== NEW_ROW) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <Text c="dimmed" ta="center" py="md">
            {props.emptyText}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => {
      const key = rowKey(row);
      if (key === editing) return editorRow(key, row);
      return (
        <Table.Tr
          key={key}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          style={onRowClick ? { cursor: 'pointer' } : undefined}
        >
          {columns.map((c) => (
            <Table.Td key={c.key} style={{ textAlign: c.align }}>
              {cell(c, row)}
            </Table.Td>
          ))}
          {actions && <Table.Td onClick={(e) => e.stopPropagation()}>{actions(row)}</Table.Td>}
        </Table.Tr>
      );
    });
  }

  return (
    <Table.ScrollContainer minWidth={500}>
      <Table highlightOnHover={!!onRowClick} aria-busy={props.loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <SortHeader
                key={c.key}
                title={c.title}
                sortable={!!c.sortable}
                active={props.sort === c.key}
                descending={props.descending}
                onSort={() => props.onSort(c.key)}
                width={c.width}
                align={c.align}
              />
            ))}
            {actions && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {editing === NEW_ROW && editorRow(NEW_ROW, null)}
          {body}
        </Table.Tbody>
        {totals && !props.loading && (
          <Table.Tfoot>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} style={{ textAlign: c.align }}>
                  {totals[c.key]}
                </Table.Th>
              ))}
              {actions && <Table.Th />}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

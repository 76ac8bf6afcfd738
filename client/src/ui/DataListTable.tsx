import type { Key, ReactNode } from 'react';
import { Skeleton, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { cellContent, cellStyle, cellTitle } from './dataListCells';
import { DataListCards } from './DataListCards';
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
  rowLabel?: (row: Row) => string;
  /**
   * Fit the columns to the box: a fixed layout where each column has at least its width and
   * every cell cuts, so the table is never wider than its box unless the box is narrower than the
   * columns' least widths (then it scrolls inside its box).
   */
  fit?: boolean;
  /** The actions column's width in a table that fits its box. */
  actionsWidth?: number;
};

/** Rows stay one line at this height (px), inline selects and icon buttons included. */
export const ROW_HEIGHT = 38;
/** The least width of a column that names none, in a table that fits its box. */
const DEFAULT_COLUMN_WIDTH = 120;

/** Phones get cards: a table of many columns is wider than their screen. */
export const PHONE_QUERY = '(max-width: 48em)';

export function DataListTable<Row>(props: DataListTableProps<Row>) {
  const phone = useMediaQuery(PHONE_QUERY) === true;
  // An inline editor and a totals row are table shapes; those lists scroll in their own box instead.
  if (phone && props.editing === null && !props.totals) return <DataListCards {...props} />;
  return <WideTable {...props} />;
}

function WideTable<Row>(props: DataListTableProps<Row>) {
  const { columns, rows, rowKey, actions, editing, renderEditor, onRowClick, totals, fit } = props;
  const span = columns.length + (actions ? 1 : 0);
  const widthOf = (c: DataListColumn<Row>) => (fit ? (c.width ?? DEFAULT_COLUMN_WIDTH) : c.width);
  const actionsWidth = fit && actions ? (props.actionsWidth ?? 48) : undefined;
  const leastWidth = columns.reduce((sum, c) => sum + (Number(widthOf(c)) || 0), actionsWidth ?? 0);
  const editorRow = (key: Key, row: Row | null) => (
    <Table.Tr key={key}>
      <Table.Td colSpan={span}>{renderEditor(row)}</Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (props.loading) {
    body = Array.from({ length: props.skeletonRows }, (_, i) => (
      <Table.Tr key={i} h={ROW_HEIGHT}>
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
          h={ROW_HEIGHT}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          style={onRowClick ? { cursor: 'pointer' } : undefined}
        >
          {columns.map((c) => {
            const content = cellContent(c, row);
            return (
              <Table.Td key={c.key} style={cellStyle(c, fit)} title={cellTitle(c, row, content, fit)}>
                {content}
              </Table.Td>
            );
          })}
          {actions && (
            <Table.Td onClick={(e) => e.stopPropagation()} style={{ whiteSpace: 'nowrap' }}>
              {actions(row)}
            </Table.Td>
          )}
        </Table.Tr>
      );
    });
  }

  return (
    <Table.ScrollContainer minWidth={fit ? leastWidth : 500}>
      <Table
        highlightOnHover={!!onRowClick}
        aria-busy={props.loading}
        style={fit ? { tableLayout: 'fixed', width: '100%' } : undefined}
        verticalSpacing={4}
        horizontalSpacing="xs"
        fz="sm"
      >
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
                width={widthOf(c)}
                align={c.align}
              />
            ))}
            {actions && <Table.Th aria-label="Actions" w={actionsWidth} />}
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

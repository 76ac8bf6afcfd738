import type { CSSProperties, ReactNode } from 'react';
import type { DataListColumn } from './dataListTypes';

/** A column's value as plain text when it has one (the hover title of a cut value). */
export function plainValue<Row>(column: DataListColumn<Row>, row: Row): string | undefined {
  const value = (row as Record<string, unknown>)[column.key];
  return value == null || typeof value === 'object' ? undefined : String(value);
}

export function cellContent<Row>(column: DataListColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  return plainValue(column, row) ?? '';
}

/** One line a row: long text is cut at the column's width rather than wrapping the row taller. */
export function cellStyle<Row>(column: DataListColumn<Row>): CSSProperties {
  return {
    textAlign: column.align,
    whiteSpace: 'nowrap',
    ...(column.maxWidth ? { maxWidth: column.maxWidth, overflow: 'hidden', textOverflow: 'ellipsis' } : {}),
  };
}

/** The hover title of a cell whose value may be cut. */
export function cellTitle<Row>(column: DataListColumn<Row>, row: Row): string | undefined {
  return column.maxWidth && !column.render ? plainValue(column, row) : undefined;
}

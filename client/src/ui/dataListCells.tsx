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

const cut: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis' };

/**
 * One line a row: long text is cut at the column's width rather than wrapping the row taller. In a
 * table that fits its box every column may be narrowed, so every cell cuts.
 */
export function cellStyle<Row>(column: DataListColumn<Row>, fit = false): CSSProperties {
  return {
    textAlign: column.align,
    whiteSpace: 'nowrap',
    ...(fit ? cut : column.maxWidth ? { maxWidth: column.maxWidth, ...cut } : {}),
  };
}

/** The hover title of a cell whose value may be cut: its text, whether plain or rendered as text. */
export function cellTitle<Row>(
  column: DataListColumn<Row>,
  row: Row,
  content: ReactNode,
  fit = false,
): string | undefined {
  if (column.hoverText) return column.hoverText(row);
  if (!fit && !column.maxWidth) return undefined;
  if (typeof content === 'string' || typeof content === 'number') return String(content) || undefined;
  return column.render ? undefined : plainValue(column, row);
}

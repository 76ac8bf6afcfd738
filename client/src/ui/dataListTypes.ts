import type { Key, ReactNode } from 'react';

export type DataListColumn<Row> = {
  /** The field shown when there is no `render`, and the SortColumn sent when sorting by it. */
  key: string;
  title: ReactNode;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /**
   * In a list that fits its box (one with a Columns menu), the least width in px: room to spare is
   * shared between the columns in proportion, and a box narrower than the sum scrolls.
   */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /**
   * Long values are cut with an ellipsis at this width (px), the whole value showing on hover, so
   * rows stay one line high and every column fits.
   */
  maxWidth?: number;
  /** Left out of the phone's card (a detail the row's screen shows anyway). */
  hideOnPhone?: boolean;
  /** Left out of the table until the user shows it from the Columns menu. */
  defaultHidden?: boolean;
  /** The full value on hover, for a rendered cell that may be cut. */
  hoverText?: (row: Row) => string | undefined;
};

/** What an inline editor gets: the row (null when adding) and the way out. */
export type RowEditorContext<Row> = {
  row: Row | null;
  /** Saves through the list's onSave; rejects with the server's error so a RecordForm can show it. */
  save: (values: Row) => Promise<Row>;
  cancel: () => void;
};

export type DataListEditing<Row> = {
  renderEditor: (ctx: RowEditorContext<Row>) => ReactNode;
  onSave: (values: Row, original: Row | null) => Promise<Row>;
  /** Shows the Add button; on by default. */
  canAdd?: boolean;
  addLabel?: string;
  canEdit?: (row: Row) => boolean;
};

/** The row being edited: a row's key, or 'new' for the add row. */
export type EditingKey = Key | typeof NEW_ROW;
export const NEW_ROW = '__new__';

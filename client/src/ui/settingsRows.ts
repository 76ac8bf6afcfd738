/** A settings list item (account types, sources, note types …). Id 0 is a row not yet saved. */
export type SettingsItem = { Id: number; Name: string; [field: string]: unknown };

/** A row being edited; `uid` keeps React keys and focus stable while new rows all have Id 0. */
export type SettingsRow = { uid: number; item: SettingsItem };

let nextUid = 1;

export function blankRow(): SettingsRow {
  return { uid: nextUid++, item: { Id: 0, Name: '' } };
}

/** Rows for a loaded list; an empty list starts with one blank row to type into. */
export function toRows(items: readonly SettingsItem[]): SettingsRow[] {
  return items.length ? items.map((item) => ({ uid: nextUid++, item })) : [blankRow()];
}

/** What gets saved: names trimmed, rows with blank names dropped. */
export function toItems(rows: readonly SettingsRow[]): SettingsItem[] {
  return rows.map(({ item }) => ({ ...item, Name: item.Name.trim() })).filter((item) => item.Name !== '');
}

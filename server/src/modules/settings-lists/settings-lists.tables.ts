import type { Generated } from 'kysely';

/** Every settings list is its own table of this shape, so other tables can point at its ids. */
export interface ListItemTable {
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

export interface SettingsListTables {
  account_types: ListItemTable;
  client_types: ListItemTable;
  sources: ListItemTable;
  inactive_reasons: ListItemTable;
  contact_titles: ListItemTable;
  source_codes: ListItemTable;
  location_note_types: ListItemTable;
  service_lines: ListItemTable;
}

export type ListTableName = keyof SettingsListTables;

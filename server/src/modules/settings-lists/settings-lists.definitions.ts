import { AccountTypes, ClientTypes, type SettingsListKey } from '@canopy/shared';
import type { TableRef } from './references';
import type { ListTableName } from './settings-lists.tables';

export interface SettingsListDefinition {
  table: ListTableName;
  /** Ids the product's rules name (enumerations): they may be renamed but never removed. */
  builtIn: readonly number[];
  /**
   * Columns that point at items of the list; an item any of them uses cannot be removed. A module
   * that adds such a column (account source, contact title, location note type …) adds it here when
   * its migration creates the column.
   */
  references: readonly TableRef[];
}

export const SETTINGS_LIST_DEFINITIONS: Record<SettingsListKey, SettingsListDefinition> = {
  accountTypes: {
    table: 'account_types',
    builtIn: Object.values(AccountTypes),
    references: [{ table: 'accounts', column: 'account_type_id', label: 'accounts' }],
  },
  clientTypes: {
    table: 'client_types',
    builtIn: Object.values(ClientTypes),
    references: [{ table: 'accounts', column: 'client_type_id', label: 'accounts' }],
  },
  sources: { table: 'sources', builtIn: [], references: [] },
  inactiveReasons: { table: 'inactive_reasons', builtIn: [], references: [] },
  contactTitles: { table: 'contact_titles', builtIn: [], references: [] },
  sourceCodes: { table: 'source_codes', builtIn: [], references: [] },
  noteTypes: { table: 'location_note_types', builtIn: [], references: [] },
  serviceLines: { table: 'service_lines', builtIn: [], references: [] },
};

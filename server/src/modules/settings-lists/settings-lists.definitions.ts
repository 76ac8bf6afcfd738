import {
  AccountTypes,
  CatalogueSettingsLists,
  ClientTypes,
  SettingsLists,
  type CatalogueSettingsListKey,
  type SettingsListKey,
} from '@canopy/shared';
import { CATALOGUE_LIST_DEFINITIONS } from '../services/catalogue-lists';
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

export type ListKey = SettingsListKey | CatalogueSettingsListKey;

/** Every whole-list setting and its calls: the account lists and those of the catalogue screens. */
export const LIST_ROUTES: readonly { Key: ListKey; Path: string; SavePath?: string; SaveMethod?: 'POST' }[] =
  [...SettingsLists, ...CatalogueSettingsLists];

export const SETTINGS_LIST_DEFINITIONS: Record<ListKey, SettingsListDefinition> = {
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
  sources: {
    table: 'sources',
    builtIn: [],
    references: [{ table: 'accounts', column: 'source_id', label: 'accounts' }],
  },
  inactiveReasons: {
    table: 'inactive_reasons',
    builtIn: [],
    references: [
      { table: 'services', column: 'inactive_reason_id', label: 'services' },
      { table: 'chemicals', column: 'inactive_reason_id', label: 'chemicals' },
      { table: 'accounts', column: 'inactive_reason_id', label: 'accounts' },
    ],
  },
  contactTitles: {
    table: 'contact_titles',
    builtIn: [],
    references: [{ table: 'contacts', column: 'title_id', label: 'contacts' }],
  },
  sourceCodes: {
    table: 'source_codes',
    builtIn: [],
    references: [{ table: 'accounts', column: 'source_code_id', label: 'accounts' }],
  },
  noteTypes: {
    table: 'location_note_types',
    builtIn: [],
    references: [{ table: 'location_notes', column: 'type_id', label: 'location notes' }],
  },
  serviceLines: { table: 'service_lines', builtIn: [], references: [] },
  ...CATALOGUE_LIST_DEFINITIONS,
};

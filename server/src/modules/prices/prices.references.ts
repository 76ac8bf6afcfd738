import type { TableRef } from '../settings-lists/references';

/**
 * Columns that point at a price table; a table still in use cannot be deleted (archive it instead).
 * A module that adds such a column adds a line here; a foreign key not listed is still caught on
 * delete.
 */
export const PRICE_TABLE_REFERENCES: readonly TableRef[] = [
  { table: 'services', column: 'pricing_table_id', label: 'services' },
];

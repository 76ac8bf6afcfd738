import type { TableRef } from '../settings-lists/references';

/**
 * Columns that point at a sales territory; a territory still in use cannot be deleted. A module that
 * adds such a column (account locations, work orders …) adds a line here.
 */
export const TERRITORY_REFERENCES: readonly TableRef[] = [
  { table: 'accounts', column: 'sales_territory_id', label: 'accounts' },
  { table: 'employees', column: 'sales_territory_id', label: 'employees' },
];

import type { TableRef } from '../settings-lists/references';

// Columns that point at inventory settings. A record any of them uses cannot be deleted (or, for the
// whole-list settings, removed from its list). A module that adds such a column (customer inventory
// items, scouting reports …) adds a line here; a foreign key nobody listed is still caught on delete.
export const ITEM_TYPE_REFERENCES: readonly TableRef[] = [
  { table: 'service_items', column: 'type_id', label: 'customer inventory' },
];
export const LOCATION_REFERENCES: readonly TableRef[] = [
  { table: 'service_items', column: 'item_location_id', label: 'customer inventory' },
];
export const SIZE_REFERENCES: readonly TableRef[] = [
  { table: 'price_table_details', column: 'inventory_size_id', label: 'price tables' },
];
export const SIZE_UNIT_REFERENCES: readonly TableRef[] = [
  { table: 'inventory_sizes', column: 'size_unit_id', label: 'sizes' },
];
export const CONDITION_REFERENCES: readonly TableRef[] = [
  { table: 'service_items', column: 'condition_id', label: 'customer inventory' },
];

import type { TableRef } from '../settings-lists/references';

// Columns that point at resources; a record still in use cannot be deleted (archive it instead). A
// module that adds such a column (schedule equipment, transfers, work order materials …) adds a line
// here; a foreign key not listed is still caught on delete.
export const EQUIPMENT_TYPE_REFERENCES: readonly TableRef[] = [
  { table: 'equipment_resources', column: 'equipment_type_id', label: 'equipment resources' },
];
export const LEASE_COMPANY_REFERENCES: readonly TableRef[] = [
  { table: 'equipment_resources', column: 'lease_company_id', label: 'equipment resources' },
];
export const MATERIAL_REFERENCES: readonly TableRef[] = [];
export const EQUIPMENT_RESOURCE_REFERENCES: readonly TableRef[] = [];

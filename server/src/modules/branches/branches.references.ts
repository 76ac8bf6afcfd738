import type { TableRef } from '../settings-lists/references';

/**
 * Columns that point at a branch. A branch any of them still uses cannot be deleted. A module that
 * adds a column referring to branches (equipment resources, work orders …) adds a line here.
 */
export const BRANCH_REFERENCES: readonly TableRef[] = [
  { table: 'employees', column: 'primary_branch_id', label: 'employees' },
  { table: 'employee_branches', column: 'branch_id', label: 'employees' },
  { table: 'accounts', column: 'branch_id', label: 'accounts' },
  { table: 'account_locations', column: 'branch_id', label: 'account locations' },
  { table: 'sales_territories', column: 'branch_id', label: 'sales territories' },
  { table: 'equipment_resources', column: 'branch_id', label: 'equipment resources' },
  { table: 'equipment_resources', column: 'current_branch_id', label: 'equipment resources' },
];

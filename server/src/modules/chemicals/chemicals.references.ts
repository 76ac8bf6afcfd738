import type { TableRef } from '../settings-lists/references';

/** Links of the service catalogue to a chemical: a linked chemical cannot be deleted. */
export const CHEMICAL_SERVICE_REFERENCES: readonly TableRef[] = [
  { table: 'service_chemicals', column: 'chemical_id', label: 'services' },
  { table: 'service_visit_chemicals', column: 'chemical_id', label: 'service visits' },
];

/**
 * Other records that use a chemical (proposal services, work-order chemical lines): the proposal and
 * work-order modules add their lines here when their migrations create the columns. Deletion is then
 * refused with the proposal message.
 */
export const CHEMICAL_OTHER_REFERENCES: readonly TableRef[] = [];

import type { TableRef } from '../settings-lists/references';

/**
 * Columns that point at a service from outside the service's own record (its visits and chemical
 * links are part of it and go with it). A service any of them uses cannot be deleted. The proposal
 * and work-order modules add their lines here when their migrations create the columns.
 */
export const SERVICE_REFERENCES: readonly TableRef[] = [];

/** Columns that point at a service visit (proposal visit links, work-order services …), likewise. */
export const SERVICE_VISIT_REFERENCES: readonly TableRef[] = [];

import type { TableRef } from '../settings-lists/references';

/**
 * Columns that point at a promotion; a promotion still in use cannot be deleted (archive it instead).
 * A module that adds such a column (proposal and contract promotions …) adds a line here.
 */
export const PROMOTION_REFERENCES: readonly TableRef[] = [];

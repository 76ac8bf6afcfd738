import type { StatementQuery } from '@canopy/shared';

/** The statement view's address: the account, and the date and aging its statement is made with. */
export interface StatementViewSearch {
  id?: number;
  date?: string;
  aging?: StatementQuery['AgingDays'];
}

export function validateStatementViewSearch(s: Record<string, unknown>): StatementViewSearch {
  const id = Number(s.id);
  const aging = Number(s.aging);
  const date = typeof s.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.date) ? s.date : undefined;
  return {
    id: Number.isInteger(id) && id > 0 ? id : undefined,
    date,
    // The route table is in the first download: the aging options are checked by the screen's call.
    aging: Number.isInteger(aging) && aging > 0 ? (aging as StatementViewSearch['aging']) : undefined,
  };
}

import { queryOptions } from '@tanstack/react-query';
import type { Statement, StatementQuery, StatementSearch } from '@canopy/shared';
import { api, toPage } from '../../../kernel/api/client';
import type { ListPage, ListRequest } from '../../../ui/listState';

export const statementKeys = {
  all: ['statements'] as const,
  list: ['statements', 'list'] as const,
  one: (id: number, q: StatementQuery) => ['statements', 'one', id, q] as const,
};

export type StatementFilters = Omit<StatementSearch, 'Query' | 'Skip' | 'Take'>;

/** One page of statements (10); the total comes in X-List-Count. */
export async function fetchStatements(req: ListRequest<StatementFilters>): Promise<ListPage<Statement>> {
  const { Query, Skip, Take, AccountIds, AgingDays, StatementDate, EmailOnly } = req;
  return toPage(
    await api.post('/invoices/statements', {
      body: { Query, Skip, Take, AccountIds, AgingDays, StatementDate, EmailOnly },
    }),
  );
}

export const statementQuery = (id: number, q: StatementQuery) =>
  queryOptions({
    queryKey: statementKeys.one(id, q),
    queryFn: async ({ signal }): Promise<Statement> =>
      (await api.get('/invoices/statements/{id}', { path: { id }, query: q, signal })).data,
  });

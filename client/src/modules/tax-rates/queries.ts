import type { TaxRate } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const taxRateKeys = {
  all: ['taxRates'] as const,
  list: ['taxRates', 'list'] as const,
};

/**
 * One page of rates. The spec's search is Query, Skip and Take only: archived rates stay listed,
 * because the list is where their Archived flag is edited.
 */
export async function fetchTaxRates(req: ListRequest): Promise<ListPage<TaxRate>> {
  const { Query, Skip, Take } = req;
  return toPage(await api.post('/taxRates/_search', { body: { Query, Skip, Take } }));
}

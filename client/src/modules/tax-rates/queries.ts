import type { SaveTaxRate, TaxRate, TaxRateImportResult } from '@canopy/shared';
import { api } from '../../kernel/api/client';
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
  const { data, total } = await api.post<TaxRate[]>('/taxRates/_search', { Query, Skip, Take });
  return { rows: data, total: total ?? data.length };
}

export async function saveTaxRate(body: SaveTaxRate): Promise<TaxRate> {
  return (await api.put<TaxRate>('/taxRates/save', body)).data;
}

export async function removeTaxRate(id: number): Promise<void> {
  await api.del(`/taxRates/${id}/remove`);
}

export async function importTaxRates(file: File): Promise<TaxRateImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await api.post<TaxRateImportResult>('/taxRates/import', body)).data;
}

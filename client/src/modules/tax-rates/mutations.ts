import type { QueryClient } from '@tanstack/react-query';
import type { SaveTaxRate, TaxRate, TaxRateImportResult } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { taxRateKeys } from './queries';

/** The list is read again after a delete or an import (the list's own editor refreshes after a save). */
const refreshTaxRates = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: taxRateKeys.list });

export async function saveTaxRate(body: SaveTaxRate): Promise<TaxRate> {
  return (await api.put('/taxRates/save', { body })).data;
}

/** Resolves once the list is read again. */
export async function removeTaxRate(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/taxRates/{id}/remove', { path: { id } });
  await refreshTaxRates(queryClient);
}

export async function importTaxRates(queryClient: QueryClient, file: File): Promise<TaxRateImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await api.post('/taxRates/import', { body });
  void refreshTaxRates(queryClient);
  return data;
}

import type { QueryClient } from '@tanstack/react-query';
import { InvoiceEmailMessages as W, type InvoiceEmailAnswer } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { ApiError } from '../../kernel/api/errors';
import { notifyError } from '../../ui/notify';
import { saveBlob } from '../employees/saveBlob';
import { invoiceKeys } from './queries';

/** Printing and mailing change the invoices' print status: the lists and the open invoice reload. */
function printStatusMoved(queryClient: QueryClient, ids: number[]) {
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.list });
  for (const id of ids) void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
}

/** Downloads one PDF of the invoices (one or the selected); spec §8's note when it fails. */
export async function printInvoices(queryClient: QueryClient, ids: number[]): Promise<boolean> {
  try {
    const { data } =
      ids.length === 1
        ? await api.postForFile('/invoices/{id}/print', { path: { id: ids[0]! }, body: {} })
        : await api.postForFile('/invoices/print-invoices', { body: { InvoiceIds: ids } });
    saveBlob(data, ids.length === 1 ? `invoice-${ids[0]}.pdf` : 'invoices.pdf');
    printStatusMoved(queryClient, ids);
    return true;
  } catch (error) {
    notifyError(W.PrintFailed(error instanceof ApiError ? error.message : W.Failed));
    return false;
  }
}

/** Mails the selected invoices; the answer names each one skipped and why. */
export async function emailInvoices(queryClient: QueryClient, ids: number[]): Promise<InvoiceEmailAnswer> {
  const { data } = await api.post('/invoices/email-selected', { body: { InvoiceIds: ids } });
  printStatusMoved(queryClient, data.SentInvoiceIds);
  return data;
}

/** Mails one invoice; a skip comes back refused with its reason. */
export async function emailInvoice(queryClient: QueryClient, id: number): Promise<InvoiceEmailAnswer> {
  const { data } = await api.post('/invoices/{id}/email', { path: { id } });
  printStatusMoved(queryClient, [id]);
  return data;
}

import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { F, InvoiceEmailMessages as W, type Invoice } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { emailInvoice, printInvoices } from './invoiceDocuments';

/** invoices.info's Print (any who view it) and Email (FullAccess on Invoices only, spec §6). */
export function InvoiceDocumentButtons({ invoice }: { invoice: Invoice }) {
  const queryClient = useQueryClient();
  const mayEmail = !!((useClaims()?.Invoices ?? 0) & F);
  const [busy, setBusy] = useState<'print' | 'email' | null>(null);

  async function print() {
    setBusy('print');
    await printInvoices(queryClient, [invoice.Id]);
    setBusy(null);
  }
  async function email() {
    setBusy('email');
    try {
      notifySuccess((await emailInvoice(queryClient, invoice.Id)).Message);
    } catch (e) {
      handleApiError(e, W.Failed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="default" loading={busy === 'print'} onClick={() => void print()}>
        Print
      </Button>
      {mayEmail && !invoice.DoNotEmail && (
        <Button variant="default" loading={busy === 'email'} onClick={() => void email()}>
          Email
        </Button>
      )}
    </Group>
  );
}

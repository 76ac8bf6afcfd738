import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { formatDate } from '@canopy/shared';
import { api } from '../../../kernel/api/client';
import { PublicFrame } from '../PublicFrame';
import { FieldRows } from './FieldRows';
import { money } from './money';

const FAILED = 'Could not retrieve invoice data';

interface CustomerInvoice {
  Id: number;
  InvoiceDate?: string;
  TotalCost?: number;
  TotalTax?: number;
  AmountDue?: number;
}

/** The customer's invoice, opened from the e-mailed link. */
export function InvoiceViewPage() {
  const { id } = useSearch({ from: '/invoiceview' });
  const query = useQuery({
    queryKey: ['customer', 'invoice', id],
    enabled: !!id,
    retry: false,
    queryFn: async () =>
      (
        await api.get<CustomerInvoice>(`/invoices/getByEncryptedId/${encodeURIComponent(id ?? '')}`, {
          anonymous: true,
        })
      ).data,
  });

  const inv = query.data;
  return (
    <PublicFrame title="Invoice" width={720}>
      {!id || query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {FAILED}
        </Alert>
      ) : !inv ? (
        <Loader size="sm" aria-label="Loading" />
      ) : (
        <FieldRows
          rows={[
            ['Invoice', inv.Id],
            ['Date', formatDate(inv.InvoiceDate)],
            ['Total', money(inv.TotalCost)],
            ['Tax', money(inv.TotalTax)],
            ['Amount due', money(inv.AmountDue)],
          ]}
        />
      )}
    </PublicFrame>
  );
}

import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { formatDate } from '@canopy/shared';
import { QueryState } from '../../../ui/QueryState';
import { PublicFrame } from '../PublicFrame';
import { FieldRows } from './FieldRows';
import { money } from './money';
import { customerInvoiceQuery } from './queries';

const FAILED = 'Could not retrieve invoice data';

/** The customer's invoice, opened from the e-mailed link. */
export function InvoiceViewPage() {
  const { id } = useSearch({ from: '/invoiceview' });
  const query = useQuery(customerInvoiceQuery(id));

  return (
    <PublicFrame title="Invoice" width={720}>
      <QueryState
        query={query}
        notFound={!id}
        notFoundText={FAILED}
        errorText={FAILED}
        retryLabel={null}
        loading={<Loader size="sm" aria-label="Loading" />}
      >
        {(inv) => (
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
      </QueryState>
    </PublicFrame>
  );
}

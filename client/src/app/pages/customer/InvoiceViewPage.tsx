import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { formatDate } from '@canopy/shared';
import { CustomerRecord } from './CustomerRecord';
import { FieldRows } from './FieldRows';
import { money } from './money';
import { customerInvoiceQuery } from './queries';

const FAILED = 'Could not retrieve invoice data';

/** The customer's invoice, opened from the e-mailed link. */
export function InvoiceViewPage() {
  const { id } = useSearch({ from: '/invoiceview' });
  const query = useQuery(customerInvoiceQuery(id));

  return (
    <CustomerRecord title="Invoice" id={id} query={query} failed={FAILED}>
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
    </CustomerRecord>
  );
}

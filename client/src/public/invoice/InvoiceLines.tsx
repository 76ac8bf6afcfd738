import type { CustomerInvoice } from '@canopy/shared';

/** Each work order with its services and net, then the invoice's figures as the server wrote them. */
export function InvoiceLines({ invoice }: { invoice: CustomerInvoice }) {
  return (
    <>
      <ul className="cp-inv-lines" aria-label="Invoice lines">
        {invoice.Lines.map((line) => (
          <li key={line.WorkOrderId} className="cp-wa-line">
            <div className="cp-inv-row">
              <strong>Work order {line.WorkOrderId}</strong>
            </div>
            <div className="cp-dim cp-inv-address">{line.ServiceAddress}</div>
            {line.Services.map((s, i) => (
              <div key={i} className="cp-inv-row">
                <span className="cp-wa-name">{s.Description}</span>
                <span className="cp-wa-cost">{s.Amount}</span>
              </div>
            ))}
            <div className="cp-inv-row">
              <span className="cp-wa-name">Net</span>
              <span className="cp-wa-cost">{line.Net}</span>
            </div>
          </li>
        ))}
      </ul>
      <dl className="cp-rows cp-inv-totals" aria-label="Totals">
        <dt>Net</dt>
        <dd>{invoice.Net}</dd>
        <dt>Tax</dt>
        <dd>{invoice.Tax}</dd>
        <dt>Invoice amount</dt>
        <dd>{invoice.InvoiceAmount}</dd>
        {invoice.Transactions.map((t, i) => (
          <Pair key={i} label={`${t.Type} ${t.Date}`} value={t.Amount} />
        ))}
        <dt className="cp-inv-due">Balance due</dt>
        <dd className="cp-inv-due">{invoice.AmountDue}</dd>
      </dl>
    </>
  );
}

const Pair = ({ label, value }: { label: string; value: string }) => (
  <>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </>
);

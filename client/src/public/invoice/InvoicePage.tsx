import { useState } from 'react';
import { formatCurrency, InvoiceMessages, type CustomerInvoice } from '@canopy/shared';
import { Notice, PublicCard } from '../../app/signin/PublicCard';
import { CompanyHeading } from '../CompanyHeading';
import { PayDeposit } from '../PayDeposit';
import { InvoiceLines } from './InvoiceLines';
import { invoiceReference, useCustomerInvoice } from './useCustomerInvoice';
import './invoice.css';

/**
 * The customer's invoice from the e-mailed link (/invoiceview?id=<encrypted id>): the company, the
 * invoice's lines and figures and the balance due, its PDF, a copy by e-mail to the billing contact
 * on file, and a card payment through the secure form when the server offers one for this invoice.
 */
export function InvoicePage({ id }: { id: string | null }) {
  const inv = useCustomerInvoice(id);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<{ transId: string; cents: number } | null>(null);
  const [payFailed, setPayFailed] = useState<string | null>(null);
  const [mail, setMail] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [mailing, setMailing] = useState(false);

  if (inv.load.state !== 'ok')
    return (
      <PublicCard title="Invoice">
        {inv.load.state === 'loading' ? (
          <p className="cp-dim">Loading…</p>
        ) : (
          <Notice tone="error">{inv.load.message}</Notice>
        )}
      </PublicCard>
    );
  const invoice = inv.load.invoice;

  const emailCopy = async () => {
    setMailing(true);
    try {
      setMail({ tone: 'success', text: await inv.emailCopy() });
    } catch (e) {
      setMail({ tone: 'error', text: e instanceof Error ? e.message : String(e) });
    } finally {
      setMailing(false);
    }
  };

  return (
    <PublicCard title="Invoice" brand={<CompanyHeading company={invoice.Company} />}>
      <Heading invoice={invoice} />
      <InvoiceLines invoice={invoice} />
      {paid && (
        <Notice tone="success">
          {InvoiceMessages.PaymentProcessed} Your payment of {formatCurrency(paid.cents)} was approved
          (transaction {paid.transId}). Thank you.
        </Notice>
      )}
      {payFailed && <Notice tone="error">{payFailed}</Notice>}
      {!paid && !payFailed && inv.payableCents > 0 && !paying && (
        <button type="button" className="cp-public-button" onClick={() => setPaying(true)}>
          Pay
        </button>
      )}
      {!paid && inv.payableCents > 0 && paying && id && (
        <PayDeposit
          reference={invoiceReference(id)}
          dueCents={inv.payableCents}
          onPaid={(r, cents) => {
            setPaying(false);
            inv.recordPayment(r.transId, cents).then(
              () => {
                setPaid({ transId: r.transId, cents });
                void inv.reload();
              },
              (e: unknown) =>
                setPayFailed(
                  `${e instanceof Error ? e.message : InvoiceMessages.SavePaymentFailed} Please contact us with transaction ${r.transId} so we can apply it.`,
                ),
            );
          }}
        />
      )}
      <div className="cp-inv-actions">
        <a className="cp-public-link cp-inv-action" href={inv.pdfUrl} target="_blank" rel="noopener">
          Print
        </a>
        <button
          type="button"
          className="cp-public-link cp-inv-action"
          disabled={mailing}
          aria-busy={mailing}
          onClick={() => void emailCopy()}
        >
          Email me a copy
        </button>
      </div>
      {mail && <Notice tone={mail.tone}>{mail.text}</Notice>}
    </PublicCard>
  );
}

function Heading({ invoice }: { invoice: CustomerInvoice }) {
  return (
    <p className="cp-wa-heading">
      <strong>Invoice {invoice.InvoiceNumber}</strong> · {invoice.InvoiceDate}
      <br />
      {invoice.BillTo.Name}
      {invoice.BillTo.Lines.map((l) => (
        <span key={l} className="cp-dim">
          <br />
          {l}
        </span>
      ))}
    </p>
  );
}

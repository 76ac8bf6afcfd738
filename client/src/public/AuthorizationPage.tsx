import { useEffect, useState } from 'react';
import { dollarsToCents, formatCurrency, type PayableAnswer } from '@canopy/shared';
import { Notice, PublicCard } from '../app/signin/PublicCard';
import { PayDeposit } from './PayDeposit';
import { publicCall } from './publicApi';
import { SignaturePad } from './SignaturePad';

const FAILED = 'Failed to find work authorization';

interface CustomerWorkAuthorization {
  Id: number;
  TotalApprovedCost?: number;
  EstimatedTax?: number;
  Amount?: number;
}

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ok'; value: T };

function useLoad<T>(path: string | null): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: path ? 'loading' : 'failed' });
  useEffect(() => {
    if (!path) return;
    let live = true;
    publicCall<T>('GET', path).then(
      (value) => live && setLoad({ state: 'ok', value }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return load;
}

/**
 * The customer's work authorization from the e-mailed link (/authorization?id=<encrypted id>): the
 * record, a signature, and the deposit paid through the secure form. What is due comes from the
 * server (authorize-net/payable), never from the page.
 */
export function AuthorizationPage({ id }: { id: string | null }) {
  const reference = `wa:${id ?? ''}`;
  const wa = useLoad<CustomerWorkAuthorization>(
    id ? `/workAuthorization/getByEncryptedId/${encodeURIComponent(id)}` : null,
  );
  const payable = useLoad<PayableAnswer>(
    id ? `/authorize-net/payable?Reference=${encodeURIComponent(reference)}` : null,
  );
  const [, setSignature] = useState<string | null>(null);
  const [paid, setPaid] = useState<{ transId: string; cents: number } | null>(null);

  const loading = wa.state === 'loading' || payable.state === 'loading';
  const failed = !loading && wa.state === 'failed' && payable.state === 'failed';
  return (
    <PublicCard title="Work Authorization">
      {loading && <p className="cp-dim">Loading…</p>}
      {failed && <Notice tone="error">{FAILED}</Notice>}
      {wa.state === 'ok' && (
        <dl className="cp-rows">
          <dt>Total approved cost</dt>
          <dd>{money(wa.value.TotalApprovedCost)}</dd>
          <dt>Estimated tax</dt>
          <dd>{money(wa.value.EstimatedTax)}</dd>
          <dt>Deposit</dt>
          <dd>{money(wa.value.Amount)}</dd>
        </dl>
      )}
      {!loading && !failed && <SignaturePad label="Signature" onChange={setSignature} />}
      {paid && (
        <Notice tone="success">
          Thank you. Your payment of {formatCurrency(paid.cents)} was received (transaction {paid.transId}).
        </Notice>
      )}
      {!paid && payable.state === 'ok' && payable.value.AmountDue > 0 && (
        <PayDeposit
          reference={reference}
          dueCents={dollarsToCents(payable.value.AmountDue) ?? 0}
          onPaid={(r, cents) => setPaid({ transId: r.transId, cents })}
        />
      )}
    </PublicCard>
  );
}

const money = (v: number | undefined) => (typeof v === 'number' ? formatCurrency(dollarsToCents(v)) : '');

import { useState } from 'react';
import { formatCurrency, payAmountProblem, PaymentMessages, PaymentMethods } from '@canopy/shared';
import { Notice } from '../app/signin/PublicCard';
import { AmountField, parseAmount } from './AmountField';
import { CardPayment, type TransactionResponse } from './CardPayment';
import { PaymentTypeChooser, type OnlinePaymentType } from './PaymentTypeChooser';

export interface PayDepositProps {
  reference: string;
  dueCents: number;
  /** The frame reported an approved transaction: the owning page records it with its own route. */
  onPaid: (response: TransactionResponse, amountCents: number, paymentType: OnlinePaymentType) => void;
}

/**
 * Payment type, amount and the pay action (§5's messages), then the secure form for exactly that
 * amount. A declined card or a cancel comes back here to try again.
 */
export function PayDeposit({ reference, dueCents, onPaid }: PayDepositProps) {
  const [type, setType] = useState<OnlinePaymentType | null>(null);
  const [text, setText] = useState((dueCents / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState<number | null>(null);
  const [declined, setDeclined] = useState(false);

  const pay = () => {
    const cents = parseAmount(text);
    const problem = !type
      ? PaymentMessages.SelectPaymentType
      : cents === null
        ? PaymentMessages.InvalidValues
        : payAmountProblem(cents, dueCents);
    setError(problem);
    if (!problem && cents !== null) {
      setDeclined(false);
      setPaying(cents);
    }
  };

  const reported = (r: TransactionResponse) => {
    if (r.responseCode === '1') onPaid(r, paying!, type!);
    else {
      setDeclined(true);
      setPaying(null);
    }
  };

  if (paying !== null && type) {
    return (
      <section className="cp-public-form" aria-label="Payment">
        <p>
          Paying <strong>{formatCurrency(paying)}</strong>
        </p>
        <CardPayment
          reference={reference}
          amountCents={paying}
          bankAccount={type === PaymentMethods.ACH}
          onTransaction={reported}
          onCancel={() => setPaying(null)}
        />
        <button type="button" className="cp-public-link" onClick={() => setPaying(null)}>
          Back
        </button>
      </section>
    );
  }
  return (
    <section className="cp-public-form" aria-label="Payment">
      {declined && <Notice tone="error">{PaymentMessages.NotApproved}</Notice>}
      <PaymentTypeChooser value={type} onChange={setType} />
      <AmountField value={text} onChange={setText} dueCents={dueCents} error={error} />
      <button type="button" className="cp-public-button" onClick={pay}>
        Pay
      </button>
    </section>
  );
}

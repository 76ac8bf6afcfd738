import { PaymentMethods } from '@canopy/shared';

/** The payment types a customer pays online with (the hosted form takes cards and bank accounts). */
export const ONLINE_PAYMENT_TYPES = [
  { id: PaymentMethods.CreditCard, label: 'Credit Card' },
  { id: PaymentMethods.ACH, label: 'ACH (bank account)' },
] as const;

export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number]['id'];

export function PaymentTypeChooser({
  value,
  onChange,
}: {
  value: OnlinePaymentType | null;
  onChange: (v: OnlinePaymentType) => void;
}) {
  return (
    <fieldset className="cp-choice">
      <legend>Payment Type</legend>
      {ONLINE_PAYMENT_TYPES.map((t) => (
        <label key={t.id} className="cp-public-check">
          <input type="radio" name="paymentType" checked={value === t.id} onChange={() => onChange(t.id)} />
          {t.label}
        </label>
      ))}
    </fieldset>
  );
}

import { formatCurrency, parseCurrency } from '@canopy/shared';

/** Dollars as typed to whole cents; blank is zero (the spec asks for an amount), null is not money. */
export const parseAmount = (text: string): number | null => (text.trim() === '' ? 0 : parseCurrency(text));

export function AmountField({
  value,
  onChange,
  dueCents,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  dueCents: number;
  error: string | null;
}) {
  return (
    <label className="cp-public-field">
      <span>Amount (Amount Due {formatCurrency(dueCents)})</span>
      <input
        className="cp-public-control"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
      />
      {error && (
        <span className="cp-public-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

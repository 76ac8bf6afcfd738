const PLAIN = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A JSON number as an exact integer scaled by 10^decimals (10.25 with 2 -> 1025; 8.875 with 4 ->
 * 88750). The number's shortest decimal form is read digit by digit, so no float error creeps in.
 * Null when it has more decimals than allowed or does not fit a safe integer.
 */
export function toScaled(value: number, decimals: number): number | null {
  if (!Number.isFinite(value)) return null;
  const m = PLAIN.exec(String(value));
  if (!m) return null;
  const [, minus, whole = '', frac = ''] = m;
  if (frac.length > decimals) return null;
  const scaled = Number(whole + frac.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(scaled)) return null;
  return minus && scaled !== 0 ? -scaled : scaled;
}

/** The number a scaled integer stands for (1025 with 2 -> 10.25), as the nearest double. */
export function fromScaled(scaled: number, decimals: number): number {
  return scaled / 10 ** decimals;
}

/** Dollars with at most 2 decimals to cents, or null. */
export const dollarsToExactCents = (dollars: number) => toScaled(dollars, 2);
/** Cents to a dollars number for the wire (12345 -> 123.45). */
export const centsToDollars = (cents: number) => fromScaled(cents, 2);

/**
 * Money is exact: amounts are integer cents and only become text at the edges. Binary floats never
 * carry money between steps, so 0.1 + 0.2 never shows up as $0.30000000000000004.
 */
export type Cents = number;

const DECIMAL = /^([-+])?(\d*)(?:\.(\d*))?$/;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
}

/** 123456 -> '1234.56'; -5 -> '-0.05'. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/**
 * '1234.5' -> 123450. More than 2 decimals (a database decimal such as '12.3450') rounds half away
 * from zero, done on the digits so no float rounding creeps in. Null for anything else.
 */
export function decimalStringToCents(text: string | null | undefined): Cents | null {
  const m = DECIMAL.exec((text ?? '').trim());
  if (!m) return null;
  const [, sign, whole = '', frac = ''] = m;
  if (whole === '' && frac === '') return null;
  const padded = frac.padEnd(3, '0');
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** A JSON number of dollars (12.5) to cents, rounding at the decimal digits a person would read. */
export function dollarsToCents(dollars: number): Cents | null {
  return Number.isFinite(dollars) ? decimalStringToCents(dollars.toFixed(10)) : null;
}

/** Reads typed money ('$1,234.5', '-12', '.75'); at most 2 decimals are accepted. Null when blank or invalid. */
export function parseCurrency(text: string | null | undefined): Cents | null {
  const cleaned = (text ?? '').replace(/[\s$,]/g, '');
  const m = DECIMAL.exec(cleaned);
  if (!m || (m[3] ?? '').length > 2) return null;
  return decimalStringToCents(cleaned);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '$1,234.56' from integer cents or a decimal string; negatives as '-$5.00'. Blank or unreadable
 * input shows as ''.
 */
export function formatCurrency(value: Cents | string | null | undefined): string {
  if (value == null || value === '') return '';
  const cents =
    typeof value === 'string' ? decimalStringToCents(value) : Number.isSafeInteger(value) ? value : null;
  if (cents == null) return '';
  const [whole = '0', frac = '00'] = centsToDecimalString(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${groupThousands(whole)}.${frac}`;
}

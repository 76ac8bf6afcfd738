/** A phone as the API carries it: the first 10 digits are the number, the rest the extension. */
export type PhoneValue = { Phone: string; Extension: string };

const PHONE_LENGTH = 10;

export function phoneDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

/** Splits typed text into number and extension, keeping digits only. */
export function parsePhone(text: string | null | undefined): PhoneValue {
  const digits = phoneDigits(text);
  return { Phone: digits.slice(0, PHONE_LENGTH), Extension: digits.slice(PHONE_LENGTH) };
}

/** A phone under 10 digits is incomplete; the spec drops such rows when saving. */
export function isCompletePhone(value: PhoneValue | string | null | undefined): boolean {
  const phone = typeof value === 'string' || value == null ? phoneDigits(value) : phoneDigits(value.Phone);
  return phone.length >= PHONE_LENGTH;
}

function formatNumber(digits: string): string {
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}

/**
 * Display form: (###) ###-#### for 10 digits, ###-#### for 7, other lengths as bare digits,
 * then ' x123' for an extension. Accepts a PhoneValue or text (first 10 digits = number).
 */
export function formatPhone(value: PhoneValue | string | null | undefined): string {
  if (value == null) return '';
  const { Phone, Extension } =
    typeof value === 'string'
      ? parsePhone(value)
      : { Phone: phoneDigits(value.Phone), Extension: phoneDigits(value.Extension) };
  const ext = Extension ? ` x${Extension}` : '';
  return formatNumber(Phone) + ext;
}

/**
 * Formatting while the user types. It never ends on a separator, so Backspace always removes a
 * digit instead of a bracket or dash that would be re-added at once.
 */
export function formatPhoneTyping(text: string | null | undefined): string {
  const d = phoneDigits(text);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  const number = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, PHONE_LENGTH)}`;
  return d.length > PHONE_LENGTH ? `${number} x${d.slice(PHONE_LENGTH)}` : number;
}

const ZIP = /^(\d{5})(?:-?(\d{4}))?$/;

/**
 * Display and typing form: digits only, at most 9, with a dash after the fifth once there are more
 * than five ('12345-6789'; partial input such as '123456' shows '12345-6').
 */
export function formatZip(text: string | number | null | undefined): string {
  const digits = String(text ?? '')
    .replace(/\D/g, '')
    .slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A complete zip: 5 digits, or 5 + 4 with or without the dash. */
export function isValidZip(text: string | null | undefined): boolean {
  return ZIP.test((text ?? '').trim());
}

/** The canonical form of a complete zip ('12345' or '12345-6789'), or null when it is not one. */
export function parseZip(text: string | null | undefined): string | null {
  const m = ZIP.exec((text ?? '').trim());
  if (!m) return null;
  return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
}

/** Zip codes that went through a number lost their leading zeros (501 -> '00501'). */
export function padZip(zip: string | number): string {
  const [five = '', plus4] = String(zip).trim().split('-');
  const padded = five.padStart(5, '0');
  return plus4 ? `${padded}-${plus4}` : padded;
}

export type SanitizeNumericOptions = {
  /** Digits allowed after the point; the spec's default for numeric inputs is 8. */
  decimals?: number;
  min?: number;
  max?: number;
  /**
   * Pull the number into [min, max]. Inputs turn this off while the user types, since '5' on the
   * way to '50' is below a minimum of 10, and clamp on blur instead.
   */
  clamp?: boolean;
};

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** A number as plain text with at most `decimals` places and no exponent (1e-7 -> '0.0000001'). */
export function numberToText(n: number, decimals = 8): string {
  const fixed = n.toFixed(Math.min(Math.max(decimals, 0), 100));
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** The number in sanitized text, or null while it is blank or unfinished ('', '-', '.'). */
export function parseNumeric(text: string | null | undefined): number | null {
  const t = (text ?? '').trim();
  return NUMBER.test(t) ? Number(t) : null;
}

/**
 * Keeps only digits, one decimal point and a leading minus (the minus only when negatives are
 * allowed by `min`), cuts the decimals to `decimals`, and clamps to min/max.
 */
export function sanitizeNumeric(
  text: string | null | undefined,
  options: SanitizeNumericOptions = {},
): string {
  const { decimals = 8, min, max, clamp = true } = options;
  const allowMinus = min === undefined || min < 0;
  let out = '';
  let seenPoint = false;
  let fractionDigits = 0;
  for (const ch of text ?? '') {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint && fractionDigits >= decimals) continue;
      if (seenPoint) fractionDigits += 1;
      out += ch;
    } else if (ch === '.' && !seenPoint && decimals > 0) {
      seenPoint = true;
      out += ch;
    } else if (ch === '-' && out === '' && allowMinus) {
      out = '-';
    }
  }
  const n = parseNumeric(out);
  if (!clamp || n === null) return out;
  if (min !== undefined && n < min) return numberToText(min, decimals);
  if (max !== undefined && n > max) return numberToText(max, decimals);
  return out;
}

import { dollarsToCents, formatCurrency } from '@canopy/shared';

/** A money field of a customer document, whether the API sent dollars (12.5) or a decimal string. */
export const money = (v: unknown): string =>
  typeof v === 'number' ? formatCurrency(dollarsToCents(v)) : typeof v === 'string' ? formatCurrency(v) : '';

import { dollarsToCents, formatCurrency } from '@canopy/shared';

/** Dollars from the API shown with 2 decimals, by way of exact cents. */
export const money = (dollars: number | null | undefined) =>
  dollars == null ? '' : formatCurrency(dollarsToCents(dollars) ?? 0);

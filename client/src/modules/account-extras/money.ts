import { dollarsToCents, formatCurrency } from '@canopy/shared';

/** Summary amounts come as dollars; they are shown through cents so no float noise shows. */
export const formatDollars = (dollars: number) => formatCurrency(dollarsToCents(dollars));

/** The sum of dollar amounts, added as whole cents. */
export const sumDollars = (amounts: number[]) =>
  formatCurrency(amounts.reduce((sum, a) => sum + (dollarsToCents(a) ?? 0), 0));

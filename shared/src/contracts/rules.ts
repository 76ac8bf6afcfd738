/**
 * The one rounding rule of renewal prices: each service line's price in integer cents is raised by
 * its percentage (in hundredths of a percent, 4% = 400) and rounded once, half away from zero.
 */
export function increased(cents: number, percentE2: number): number {
  const num = BigInt(cents) * BigInt(10_000 + percentE2);
  const neg = num < 0n;
  const abs = neg ? -num : num;
  const rounded = (abs * 2n + 10_000n) / 20_000n;
  return Number(neg ? -rounded : rounded);
}

/** Percent as typed (4.25) to hundredths (425), without float drift. */
export const percentToE2 = (p: number): number => Math.round(p * 100);

/** Spec §5: renewals are generated for the current year or later, at most 9999. */
export const isRenewalYear = (year: number, currentYear: number): boolean =>
  Number.isInteger(year) && year >= currentYear && year <= 9999;

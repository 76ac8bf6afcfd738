import type { IsoDate } from '../format/dates';

/** A promotion applies through its expiration date and is expired from the day after. */
export const isExpired = (expirationDate: IsoDate | null, today: IsoDate): boolean =>
  expirationDate !== null && expirationDate < today;

/** The builder offers promotions that are active, not archived and not expired. */
export const isOffered = (
  p: { Active: boolean; Archived: boolean; ExpirationDate: IsoDate | null },
  today: IsoDate,
): boolean => p.Active && !p.Archived && !isExpired(p.ExpirationDate, today);

/**
 * A price after promotions, in cents. The spec applies discounts multiplicatively: each percent (in
 * hundredths, 12.5% = 1250) takes its share of what the previous ones left; rounded half up once.
 */
export function discounted(cents: number, discountsE2: readonly number[]): number {
  let num = BigInt(cents);
  let den = 1n;
  for (const d of discountsE2) {
    num *= BigInt(10_000 - d);
    den *= 10_000n;
  }
  if (num <= 0n) return 0;
  return Number((num * 2n + den) / (den * 2n));
}

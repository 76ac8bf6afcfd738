/**
 * Splits `total` (whole hundredths of a pricing unit) across a service's inventory items in
 * proportion to `weights` (their service units), so each share is whole hundredths and the shares
 * add up to exactly `total`. Largest remainder: every item first gets the floor of its exact share,
 * then the hundredths left over go one each to the items whose exact shares lost most to the floor
 * (the earlier item on a tie). When no item has service units the total is split evenly. With no
 * items there is nothing to split across and the answer is empty.
 *
 * The products can pass 2^53 (a large total times a large weight), so the arithmetic is on bigints.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`total must be whole hundredths, got ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('weights must be whole, non-negative hundredths');
  if (weights.length === 0) return [];
  const sign = total < 0 ? -1 : 1;
  const amount = BigInt(Math.abs(total));
  const weightSum = weights.reduce((a, w) => a + BigInt(w), 0n);
  const ws = weightSum === 0n ? weights.map(() => 1n) : weights.map((w) => BigInt(w));
  const divisor = weightSum === 0n ? BigInt(weights.length) : weightSum;

  const shares = ws.map((w) => (amount * w) / divisor);
  const remainders = ws.map((w) => (amount * w) % divisor);
  const left = Number(amount - shares.reduce((a, s) => a + s, 0n));
  const order = remainders
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order.slice(0, left)) shares[i]! += 1n;
  return shares.map((s) => sign * Number(s));
}

/**
 * What `pricingUnits` (whole hundredths of a unit) cost at `rateCents` a unit, in whole cents rounded
 * half away from zero. On bigints: a large rate times many units can pass 2^53.
 */
export function costAtRate(rateCents: number, pricingUnits: number): number {
  if (!Number.isSafeInteger(rateCents) || !Number.isSafeInteger(pricingUnits))
    throw new RangeError('rate and units must be whole cents and hundredths');
  const product = BigInt(rateCents) * BigInt(pricingUnits);
  const sign = product < 0n ? -1n : 1n;
  const cents = (sign * (sign * product + 50n)) / 100n;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || -cents > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('the cost is too large to show in cents');
  return Number(cents);
}

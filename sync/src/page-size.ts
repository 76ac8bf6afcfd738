/**
 * A pull page is sized by bytes, not by a count: a work order with its schedule is a hundred times
 * the size of a tree, so a fixed count gave pages from kilobytes to megabytes. About this much JSON
 * per page keeps each answer quick to send on a poor signal and quick to apply.
 */
export const PULL_PAGE_BYTES = 1_000_000;

/**
 * How many of the items, in order, fit in `budget` bytes given each one's size: always at least one
 * (a single record larger than the budget still has to travel), and never more than there are.
 */
export function countWithin(sizes: readonly number[], budget: number): number {
  let used = 0;
  for (let i = 0; i < sizes.length; i++) {
    used += sizes[i]!;
    if (used > budget) return Math.max(i, 1);
  }
  return sizes.length;
}

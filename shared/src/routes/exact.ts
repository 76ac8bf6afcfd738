import type { PathProblem } from './model';

/** Up to this many free stops the optimiser answers exactly: 2^12 x 12 states, a few milliseconds. */
export const EXACT_LIMIT = 12;

/**
 * Held–Karp dynamic programming over subsets: the cheapest path from the head through each subset
 * of the free nodes ending at each of them, then on to the tail. Ties go to the lower index, so the
 * same input always gives the same order.
 */
export function exactPath(p: PathProblem): number[] {
  const { dist, size, free, head, tail } = p;
  const k = free.length;
  if (k === 0) return [];
  const full = (1 << k) - 1;
  const best = new Float64Array((full + 1) * k).fill(Infinity);
  const parent = new Int8Array((full + 1) * k).fill(-1);
  for (let j = 0; j < k; j++) best[(1 << j) * k + j] = dist[head * size + free[j]!]!;

  for (let mask = 1; mask <= full; mask++) {
    for (let j = 0; j < k; j++) {
      const here = best[mask * k + j]!;
      if (!(mask & (1 << j)) || here === Infinity) continue;
      const from = free[j]! * size;
      for (let next = 0; next < k; next++) {
        if (mask & (1 << next)) continue;
        const to = mask | (1 << next);
        const cost = here + dist[from + free[next]!]!;
        if (cost < best[to * k + next]!) {
          best[to * k + next] = cost;
          parent[to * k + next] = j;
        }
      }
    }
  }

  let last = 0;
  let total = Infinity;
  for (let j = 0; j < k; j++) {
    const cost = best[full * k + j]! + dist[free[j]! * size + tail]!;
    if (cost < total) {
      total = cost;
      last = j;
    }
  }
  const order: number[] = [];
  for (let mask = full, j = last; j >= 0;) {
    order.push(free[j]!);
    const prev = parent[mask * k + j]!;
    mask &= ~(1 << j);
    j = prev;
  }
  return order.reverse();
}

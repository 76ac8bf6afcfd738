import type { PathProblem } from './model';

/** Nearest neighbour from the head: always on to the closest free node not yet visited. */
export function nearestNeighbourPath(p: PathProblem): number[] {
  const { dist, size } = p;
  const left = [...p.free];
  const order: number[] = [];
  let at = p.head;
  while (left.length) {
    let pick = 0;
    for (let i = 1; i < left.length; i++) {
      if (dist[at * size + left[i]!]! < dist[at * size + left[pick]!]!) pick = i;
    }
    at = left[pick]!;
    order.push(at);
    left.splice(pick, 1);
  }
  return order;
}

import type { DistanceSource } from './distance';

/** How the route is framed around its stops; every part is optional. */
export interface RouteFrame<P> {
  /** Where the crew sets out from (not a stop). */
  start?: P | null;
  /** Where the crew finishes (not a stop). */
  end?: P | null;
  /** Without an end, come back to the start, or without a start to the first stop: a closed tour. */
  roundTrip?: boolean;
  /** The first stop given stays first. */
  fixedFirst?: boolean;
  /** The last stop given stays last. */
  fixedLast?: boolean;
}

/** The length of visiting the stops in this order, framed as asked: what the optimiser minimises. */
export function routeLength<P>(
  stops: readonly P[],
  order: readonly number[],
  frame: RouteFrame<P>,
  source: DistanceSource<P>,
): number {
  if (!order.length) return 0;
  const at = (i: number) => stops[order[i]!]!;
  let length = 0;
  for (let i = 1; i < order.length; i++) length += source.distance(at(i - 1), at(i));
  if (frame.start) length += source.distance(frame.start, at(0));
  const back = frame.end ?? (frame.roundTrip ? (frame.start ?? at(0)) : null);
  if (back) length += source.distance(at(order.length - 1), back);
  return length;
}

/**
 * Every framing as one problem: a path from `head` to `tail` through the `free` nodes, in the order
 * that costs least, plus a constant. Nodes are indices into `dist`, a symmetric matrix; a node with
 * no place (an open end) is 0 away from everything. The stops the frame pins are outside `free`, in
 * `prefix` and `suffix`, so the exact and heuristic solvers only ever see this shape.
 */
export interface PathProblem {
  size: number;
  dist: Float64Array;
  head: number;
  tail: number;
  free: number[];
  /** Stop indices of the answer before and after the free part. */
  prefix: number[];
  suffix: number[];
  /** Node -> stop index (or -1 for a start, end or open end). */
  stopOf: Int32Array;
}

export function framePath<P>(
  stops: readonly P[],
  frame: RouteFrame<P>,
  source: DistanceSource<P>,
): PathProblem {
  const n = stops.length;
  // Nodes: the stops, then a copy of one stop when a closed tour begins and ends there, then start,
  // end and open ends as needed. A copy keeps every position of the path a distinct node.
  const places: (P | null)[] = [...stops];
  const stopOf: number[] = stops.map((_, i) => i);
  const add = (place: P | null, stop = -1) => {
    places.push(place);
    stopOf.push(stop);
    return places.length - 1;
  };
  const prefix: number[] = [];
  const suffix: number[] = [];
  const pinned = new Set<number>();
  let head: number;
  let tail: number;

  if (frame.roundTrip && !frame.start && !frame.end) {
    // A closed tour has no natural beginning: it is anchored at a pinned stop, or at the first one.
    const anchor = frame.fixedLast && !frame.fixedFirst ? n - 1 : 0;
    pinned.add(anchor);
    if (anchor === 0) prefix.push(0);
    else suffix.push(anchor);
    head = anchor;
    tail = add(stops[anchor]!, anchor);
    if (frame.fixedFirst && frame.fixedLast && n > 1) {
      pinned.add(n - 1);
      suffix.push(n - 1);
      tail = n - 1;
    }
  } else {
    const end = frame.end ?? (frame.roundTrip ? frame.start : null);
    head = frame.start ? add(frame.start) : add(null);
    tail = end ? add(end) : add(null);
    if (frame.fixedFirst && n > 0) {
      pinned.add(0);
      prefix.push(0);
      head = 0;
    }
    if (frame.fixedLast && n > 1) {
      pinned.add(n - 1);
      suffix.push(n - 1);
      tail = n - 1;
    }
  }

  const size = places.length;
  const dist = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const a = places[i];
      const b = places[j];
      const d = a == null || b == null ? 0 : source.distance(a, b);
      dist[i * size + j] = d;
      dist[j * size + i] = d;
    }
  }
  const free = stops.map((_, i) => i).filter((i) => !pinned.has(i));
  return { size, dist, head, tail, free, prefix, suffix, stopOf: Int32Array.from(stopOf) };
}

/** The cost of head -> nodes... -> tail. */
export function pathCost(p: PathProblem, nodes: ArrayLike<number>): number {
  const { dist, size } = p;
  let prev = p.head;
  let cost = 0;
  for (let i = 0; i < nodes.length; i++) {
    cost += dist[prev * size + nodes[i]!]!;
    prev = nodes[i]!;
  }
  return cost + dist[prev * size + p.tail]!;
}

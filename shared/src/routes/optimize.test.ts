import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LatLng } from '../service-items/rules';
import { haversine, tsplibGeo, type PlanePoint } from './distance';
import { routeLength, type RouteFrame } from './model';
import { nearestNeighbourRoute, optimizeRoute } from './optimize';

// Stops spread over a county, as a day's work orders are.
const stop = fc.record({
  Latitude: fc.double({ min: 44.8, max: 45.2, noNaN: true }),
  Longitude: fc.double({ min: -93.5, max: -93.0, noNaN: true }),
});
const frame = fc.record({
  start: fc.option(stop, { nil: undefined }),
  end: fc.option(stop, { nil: undefined }),
  roundTrip: fc.boolean(),
  fixedFirst: fc.boolean(),
  fixedLast: fc.boolean(),
});

/**
 * The shortest route by trying every order that keeps the pinned stops in place, with its order.
 * A depth-first walk over the orders that carries the length so far, over a table of distances
 * measured once: every one of the n! orders is still tried, in microseconds rather than seconds.
 */
function bruteForce(stops: LatLng[], f: RouteFrame<LatLng>): { length: number; order: number[] } {
  const n = stops.length;
  const d = (a: LatLng, b: LatLng) => haversine.distance(a, b);
  const between = stops.map((a) => stops.map((b) => d(a, b)));
  const fromStart = stops.map((s) => (f.start ? d(f.start, s) : 0));
  // The way home from the last stop, which for a closed tour with no start is the first stop.
  const home = stops.map((last) =>
    stops.map((_, first) => {
      const to = f.end ?? (f.roundTrip ? (f.start ?? stops[first]!) : null);
      return to ? d(last, to) : 0;
    }),
  );
  let best = { length: Infinity, order: [] as number[] };
  const order: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = (length: number) => {
    const k = order.length;
    if (k === n) {
      const total = length + home[order[n - 1]!]![order[0]!]!;
      if (total < best.length) best = { length: total, order: [...order] };
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      if (f.fixedFirst && k === 0 && i !== 0) continue;
      if (f.fixedLast && n > 1 && (i === n - 1) !== (k === n - 1)) continue;
      used[i] = true;
      order.push(i);
      walk(length + (k === 0 ? fromStart[i]! : between[order[k - 1]!]![i]!));
      order.pop();
      used[i] = false;
    }
  };
  walk(0);
  return best;
}

const sorted = (order: number[]) => [...order].sort((a, b) => a - b);

describe('optimizeRoute', () => {
  it('visits every stop exactly once and keeps pinned stops at their ends', () => {
    fc.assert(
      fc.property(fc.array(stop, { maxLength: 40 }), frame, (stops, f) => {
        const { order, length } = optimizeRoute(stops, { ...f, iterations: 50 });
        expect(sorted(order)).toEqual(stops.map((_, i) => i));
        if (f.fixedFirst && stops.length) expect(order[0]).toBe(0);
        if (f.fixedLast && stops.length) expect(order[order.length - 1]).toBe(stops.length - 1);
        expect(length).toBeCloseTo(routeLength(stops, order, f, haversine), 6);
      }),
      { numRuns: 150 },
    );
  });

  it('finds the shortest route for up to 8 stops, as trying every order does', () => {
    fc.assert(
      fc.property(fc.array(stop, { minLength: 1, maxLength: 8 }), frame, (stops, f) => {
        const route = optimizeRoute(stops, f);
        const best = bruteForce(stops, f);
        // The reference's own sum agrees with the length the optimiser minimises.
        expect(routeLength(stops, best.order, f, haversine)).toBeCloseTo(best.length, 6);
        expect(route.exact).toBe(true);
        expect(route.length).toBeCloseTo(best.length, 6);
        expect(routeLength(stops, route.order, f, haversine)).toBeCloseTo(best.length, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('is never longer than the nearest-neighbour route it starts from', () => {
    fc.assert(
      fc.property(fc.array(stop, { minLength: 15, maxLength: 80 }), frame, (stops, f) => {
        const route = optimizeRoute(stops, { ...f, iterations: 100 });
        const baseline = nearestNeighbourRoute(stops, { ...f, distance: haversine });
        expect(route.exact).toBe(false);
        expect(route.length).toBeLessThanOrEqual(baseline.length + 1e-6);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same order for the same stops and options', () => {
    fc.assert(
      fc.property(fc.array(stop, { maxLength: 60 }), frame, fc.integer(), (stops, f, seed) => {
        const once = optimizeRoute(stops, { ...f, seed, iterations: 200 });
        const again = optimizeRoute(stops, { ...f, seed, iterations: 200 });
        expect(again.order).toEqual(once.order);
      }),
      { numRuns: 40 },
    );
  });

  it('answers exactly for a day of 12 stops between a start and an end', () => {
    fc.assert(
      fc.property(fc.array(stop, { minLength: 12, maxLength: 12 }), stop, stop, (stops, start, end) => {
        expect(optimizeRoute(stops, { start, end }).exact).toBe(true);
      }),
      { numRuns: 5 },
    );
  });

  it('walks a street of stops end to end, from the end nearest the start', () => {
    // Twenty houses along one street, given shuffled: more than the exact limit.
    const street = Array.from({ length: 20 }, (_, i) => ({ Latitude: 45, Longitude: -93.3 + i * 0.001 }));
    const shuffled = [7, 3, 19, 0, 12, 5, 16, 9, 1, 14, 18, 2, 11, 6, 17, 4, 13, 8, 15, 10];
    const stops = shuffled.map((i) => street[i]!);
    const east = { Latitude: 45, Longitude: -93.2 };
    const { order } = optimizeRoute(stops, { start: east });
    expect(order.map((i) => shuffled[i])).toEqual([...street.keys()].reverse());
    const west = { Latitude: 45, Longitude: -93.4 };
    expect(optimizeRoute(stops, { start: west }).order.map((i) => shuffled[i])).toEqual([...street.keys()]);
  });

  it('ends at the end point and keeps a pinned first stop first', () => {
    const stops = [
      { Latitude: 45.0, Longitude: -93.0 },
      { Latitude: 45.0, Longitude: -93.1 },
      { Latitude: 45.0, Longitude: -93.2 },
      { Latitude: 45.0, Longitude: -93.3 },
    ];
    const start = { Latitude: 45.0, Longitude: -93.35 };
    expect(optimizeRoute(stops, { start }).order).toEqual([3, 2, 1, 0]);
    const east = { Latitude: 45.0, Longitude: -92.9 };
    expect(optimizeRoute(stops, { start, end: east }).order).toEqual([3, 2, 1, 0]);
    expect(optimizeRoute(stops, { start: east, end: start }).order).toEqual([0, 1, 2, 3]);
    expect(optimizeRoute(stops, { start, fixedFirst: true }).order).toEqual([0, 1, 2, 3]);
    expect(optimizeRoute(stops, { end: east }).order).toEqual([3, 2, 1, 0]);
    expect(optimizeRoute(stops, { end: east, fixedLast: true }).order).toEqual([0, 1, 2, 3]);
  });

  it('answers nothing for no stops and the one stop for one', () => {
    expect(optimizeRoute([])).toEqual({ order: [], length: 0, exact: true });
    expect(optimizeRoute([{ Latitude: 45, Longitude: -93 }], { roundTrip: true }).order).toEqual([0]);
  });

  it('reaches the known optimum of TSPLIB burma14 (3323) as a closed tour', () => {
    const burma14: PlanePoint[] = [
      [16.47, 96.1],
      [16.47, 94.44],
      [20.09, 92.54],
      [22.39, 93.37],
      [25.23, 97.24],
      [22.0, 96.05],
      [20.47, 97.02],
      [17.2, 96.29],
      [16.3, 97.38],
      [14.05, 98.12],
      [16.53, 97.38],
      [21.52, 95.59],
      [19.41, 97.13],
      [20.09, 94.55],
    ].map(([x, y]) => ({ x: x!, y: y! }));
    const route = optimizeRoute(burma14, { distance: tsplibGeo, roundTrip: true });
    expect(route.length).toBe(3323);
  });
});

describe('distances', () => {
  it('measures a degree of latitude as about 111.2 km in a straight line', () => {
    const d = haversine.distance({ Latitude: 45, Longitude: -93 }, { Latitude: 46, Longitude: -93 });
    expect(d).toBeCloseTo(111_195, -1);
  });

  it('reads TSPLIB GEO coordinates as degrees and minutes, in whole kilometres', () => {
    // burma14's nodes 1 and 2 are 153 km apart in the instance's own distance table.
    expect(tsplibGeo.distance({ x: 16.47, y: 96.1 }, { x: 16.47, y: 94.44 })).toBe(153);
  });
});

import { nearestNeighbourPath } from './construct';
import type { LatLng } from '../service-items/rules';
import { haversine, type DistanceSource } from './distance';
import { EXACT_LIMIT, exactPath } from './exact';
import { improvePath } from './local-search';
import { framePath, routeLength, type PathProblem, type RouteFrame } from './model';

export interface RouteOptions<P> extends RouteFrame<P> {
  /** Kicks of the iterated local search beyond the exact limit; by default grows with the stops. */
  iterations?: number;
  /** Seeds the kicks; the same stops, options and seed always give the same route. */
  seed?: number;
}

export interface OptimizedRoute {
  /** Indices into the stops given, in visiting order; each exactly once. */
  order: number[];
  /** The route's length in the distance source's unit, framed as asked. */
  length: number;
  /** True when the order is proven shortest (few enough stops to try them all). */
  exact: boolean;
}

const DEFAULT_SEED = 20_240_601;

/** Enough kicks for a 100-stop route to land within about 1% of the best, in well under 200 ms. */
export function defaultIterations(stops: number): number {
  return Math.max(1_000, 30 * stops);
}

/**
 * The shortest order to visit the stops: exact (Held–Karp) for up to 12 stops, otherwise nearest
 * neighbour improved by iterated 2-opt / Or-opt local search. Pure and deterministic, so the server
 * and an offline device give the same answer. Distances default to straight lines (haversine).
 */
export function optimizeRoute(stops: readonly LatLng[], options?: RouteOptions<LatLng>): OptimizedRoute;
export function optimizeRoute<P>(
  stops: readonly P[],
  options: RouteOptions<P> & { distance: DistanceSource<P> },
): OptimizedRoute;
export function optimizeRoute<P>(
  stops: readonly P[],
  options: RouteOptions<P> & { distance?: DistanceSource<P> } = {},
): OptimizedRoute {
  if (!stops.length) return { order: [], length: 0, exact: true };
  const source = options.distance ?? (haversine as unknown as DistanceSource<P>);
  const problem = framePath(stops, options, source);
  const exact = problem.free.length <= EXACT_LIMIT;
  const middle = exact
    ? exactPath(problem)
    : improvePath(problem, nearestNeighbourPath(problem), {
        iterations: options.iterations ?? defaultIterations(stops.length),
        seed: options.seed ?? DEFAULT_SEED,
      });
  const order = answer(problem, middle);
  return { order, length: routeLength(stops, order, options, source), exact };
}

/** The nearest-neighbour route alone: the baseline the local search starts from and must beat. */
export function nearestNeighbourRoute<P>(
  stops: readonly P[],
  options: RouteFrame<P> & { distance: DistanceSource<P> },
): OptimizedRoute {
  if (!stops.length) return { order: [], length: 0, exact: true };
  const problem = framePath(stops, options, options.distance);
  const middle = nearestNeighbourPath(problem);
  const order = answer(problem, middle);
  return { order, length: routeLength(stops, order, options, options.distance), exact: false };
}

function answer(problem: PathProblem, middle: readonly number[]): number[] {
  return [...problem.prefix, ...middle.map((node) => problem.stopOf[node]!), ...problem.suffix];
}

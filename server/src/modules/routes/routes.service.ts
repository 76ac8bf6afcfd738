import {
  haversine,
  optimizeRoute,
  type DistanceSource,
  type LatLng,
  type OptimizeRoute,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { workOrderScope } from '../work-orders/work-orders.access';
import { routeAccess } from './routes.access';
import { routesRepo } from './routes.repo';

/**
 * Orders a day's work orders into the shortest route, with the same solver the crew app runs offline.
 * Distances are straight lines unless a road-distance source is passed in.
 */
export function routesService(db: Db, distances: DistanceSource<LatLng> = haversine) {
  const repo = routesRepo(db);
  return {
    async optimize(auth: AuthContext, req: OptimizeRoute): Promise<number[]> {
      requireClaim(auth, routeAccess.optimize);
      const ids = [...new Set(req.WorkOrderIds)];
      if (!ids.length) return [];
      const rows = await repo.positions(workOrderScope(auth), ids);
      // One work order out of reach (or unknown) refuses the whole call, as a work order's own
      // screen does, so the answer never tells where another branch's work is.
      if (rows.length !== ids.length) throw notFound();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const placed: { id: number; at: LatLng }[] = [];
      const unplaced: number[] = [];
      for (const id of ids) {
        const r = byId.get(id)!;
        if (r.latitude == null || r.longitude == null) unplaced.push(id);
        else placed.push({ id, at: { Latitude: r.latitude, Longitude: r.longitude } });
      }
      const { order } = optimizeRoute(
        placed.map((p) => p.at),
        { start: req.StartCoordinates, end: req.EndCoordinates, distance: distances },
      );
      // Work orders without a position cannot be placed on the route: they follow it, as given.
      return [...order.map((i) => placed[i]!.id), ...unplaced];
    },
  };
}
export type RoutesService = ReturnType<typeof routesService>;

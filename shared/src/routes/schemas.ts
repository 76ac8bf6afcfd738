import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';

/** A point the crew's day starts or ends at, in decimal degrees. */
export const Coordinates = Type.Object({
  Latitude: Type.Number({ minimum: -90, maximum: 90 }),
  Longitude: Type.Number({ minimum: -180, maximum: 180 }),
});
export type Coordinates = Static<typeof Coordinates>;

/**
 * POST routes/optimize. The work orders of one day, in any order; without StartCoordinates the route
 * begins at whichever stop makes it shortest, likewise for EndCoordinates.
 */
export const OptimizeRoute = Type.Object({
  /** The day being routed (yyyy-MM-dd or M/d/yyyy), as the daily schedule sends it. */
  ScheduleDate: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  WorkOrderIds: Type.Array(Bounds.Id()),
  StartCoordinates: Type.Optional(Type.Union([Coordinates, Type.Null()])),
  EndCoordinates: Type.Optional(Type.Union([Coordinates, Type.Null()])),
});
export type OptimizeRoute = Static<typeof OptimizeRoute>;

/** The same work order ids, each once, in visiting order; those without a position come last. */
export const OptimizedRouteIds = Type.Array(Type.Integer());
export type OptimizedRouteIds = Static<typeof OptimizedRouteIds>;

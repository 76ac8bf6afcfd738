import type { LatLng } from '../service-items/rules';

/**
 * Where the optimiser gets the cost of going from one point to another. The solver asks for each pair
 * once and takes the answer both ways (a road source that knows one-way streets averages them). A
 * road-distance source fetches its matrix first, however it likes, and answers from it here.
 */
export interface DistanceSource<P> {
  distance(from: P, to: P): number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;

/** Straight-line distance over the earth's surface, in metres. */
export const haversine: DistanceSource<LatLng> = {
  distance(a, b) {
    const dLat = (b.Latitude - a.Latitude) * RADIANS;
    const dLon = (b.Longitude - a.Longitude) * RADIANS;
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(a.Latitude * RADIANS) * Math.cos(b.Latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
    return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
  },
};

/** A TSPLIB node: x and y as the instance file gives them. */
export interface PlanePoint {
  x: number;
  y: number;
}

/**
 * TSPLIB's EUC_2D: Euclidean distance rounded to the nearest integer, so lengths compare with the
 * published optima.
 */
export const tsplibEuc2d: DistanceSource<PlanePoint> = {
  distance(a, b) {
    return Math.round(Math.hypot(a.x - b.x, a.y - b.y));
  },
};

// TSPLIB reads GEO coordinates as degrees.minutes and uses its own value of pi and earth radius; the
// published optima are computed with exactly these (degrees truncated, kilometres truncated after +1).
const TSPLIB_PI = 3.141592;
const TSPLIB_RADIUS_KM = 6378.388;
const geoRadians = (v: number) => {
  const degrees = Math.trunc(v);
  return (TSPLIB_PI * (degrees + (5 * (v - degrees)) / 3)) / 180;
};

/** TSPLIB's GEO distance in whole kilometres; x is the latitude, y the longitude. */
export const tsplibGeo: DistanceSource<PlanePoint> = {
  distance(a, b) {
    const latA = geoRadians(a.x);
    const latB = geoRadians(b.x);
    const q1 = Math.cos(geoRadians(a.y) - geoRadians(b.y));
    const q2 = Math.cos(latA - latB);
    const q3 = Math.cos(latA + latB);
    return Math.trunc(TSPLIB_RADIUS_KM * Math.acos(0.5 * ((1 + q1) * q2 - (1 - q1) * q3)) + 1);
  },
};

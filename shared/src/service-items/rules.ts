/** A location holds at most this many inventory items (scheduling-proposals-catalogues.md §9). */
export const SERVICE_ITEMS_PER_LOCATION = 9999;

export interface LatLng {
  Latitude: number;
  Longitude: number;
}

// Numbers as JavaScript writes them, exponents included (1e-7), so a joined position always reads back.
const NUMBER = String.raw`([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)`;
const PAIR = new RegExp(String.raw`^\s*${NUMBER}\s*(?:,\s*|\s+)${NUMBER}\s*$`);

/**
 * Reads the joined 'latitude, longitude' form (a comma, spaces or both between them). Null when the
 * text is not two numbers or either is off the globe (latitude -90..90, longitude -180..180).
 */
export function parseCoordinates(text: string | null | undefined): LatLng | null {
  const m = PAIR.exec(text ?? '');
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { Latitude: lat, Longitude: lng };
}

/** The joined form of a position, or null unless both parts are there. */
export function formatCoordinates(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string | null {
  if (latitude == null || longitude == null) return null;
  return `${latitude}, ${longitude}`;
}

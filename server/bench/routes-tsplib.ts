import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { tsplibEuc2d, tsplibGeo, type DistanceSource, type PlanePoint } from '@canopy/shared';

export interface TsplibInstance {
  name: string;
  points: PlanePoint[];
  distance: DistanceSource<PlanePoint>;
  kind: 'GEO' | 'EUC_2D';
}

const SOURCES = { GEO: tsplibGeo, EUC_2D: tsplibEuc2d } as const;

/** Reads a TSPLIB .tsp file of GEO or EUC_2D nodes (the kinds the route optimiser is measured on). */
export function readTsplib(path: string): TsplibInstance {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  const header = new Map<string, string>();
  const points: PlanePoint[] = [];
  let inNodes = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line === 'EOF') continue;
    if (line.startsWith('NODE_COORD_SECTION')) {
      inNodes = true;
      continue;
    }
    if (inNodes) {
      const [, x, y] = line.split(/[\s,]+/).map(Number);
      if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y))
        throw new Error(`${path}: cannot read the node line "${line}"`);
      points.push({ x, y });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) header.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const kind = header.get('EDGE_WEIGHT_TYPE');
  if (kind !== 'GEO' && kind !== 'EUC_2D')
    throw new Error(`${path}: EDGE_WEIGHT_TYPE ${kind ?? '(none)'} is not GEO or EUC_2D`);
  const dimension = Number(header.get('DIMENSION'));
  if (dimension !== points.length)
    throw new Error(`${path}: DIMENSION ${dimension} but ${points.length} nodes`);
  const name = (header.get('NAME') ?? basename(path)).replace(/\.tsp$/, '');
  return { name, points, distance: SOURCES[kind], kind };
}

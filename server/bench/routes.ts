import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EXACT_LIMIT, optimizeRoute } from '@canopy/shared';
import { readTsplib, type TsplibInstance } from './routes-tsplib';

// npm run bench:routes -- <file.tsp> [optimum]   or   npm run bench:routes -- --all
// Solves each instance as a closed tour with the optimiser's default budget and prints its length,
// the gap to the known optimum and the median time of several runs after one warm-up.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { all: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
});
const runs = Math.max(1, Number(values.runs));
const here = dirname(fileURLToPath(import.meta.url));
const folder = join(here, 'tsplib');
const optima = JSON.parse(readFileSync(join(folder, 'optima.json'), 'utf8')) as Record<string, number>;

interface Row {
  instance: string;
  kind: string;
  n: number;
  optimum: number | null;
  length: number;
  gap: string;
  ms: number;
  exact: boolean;
}

function solve(label: string, inst: TsplibInstance, optimum: number | null): Row {
  const solveOnce = () => optimizeRoute(inst.points, { distance: inst.distance, roundTrip: true });
  solveOnce();
  const times: number[] = [];
  let route = solveOnce();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    route = solveOnce();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    instance: label,
    kind: inst.kind,
    n: inst.points.length,
    optimum,
    length: route.length,
    gap: optimum ? `${(((route.length - optimum) / optimum) * 100).toFixed(2)}%` : '',
    ms: +times[Math.floor(times.length / 2)]!.toFixed(1),
    exact: route.exact,
  };
}

function summary(label: string, rows: Row[]) {
  const gaps = rows.filter((r) => r.optimum).map((r) => (r.length - r.optimum!) / r.optimum!);
  if (gaps.length < 2) return;
  const mean = (gaps.reduce((sum, g) => sum + g, 0) / gaps.length) * 100;
  const worst = Math.max(...gaps) * 100;
  const slowest = Math.max(...rows.map((r) => r.ms));
  console.log(`${label}: mean gap ${mean.toFixed(2)}%, worst ${worst.toFixed(2)}%, slowest ${slowest} ms`);
}

function print(rows: Row[]) {
  console.table(rows);
  for (const kind of new Set(rows.map((r) => r.kind)))
    summary(
      kind,
      rows.filter((r) => r.kind === kind && r.optimum),
    );
  summary(
    'all',
    rows.filter((r) => r.optimum),
  );
}

if (values.all) {
  const files = readdirSync(folder).filter((f) => f.endsWith('.tsp'));
  const instances = files.map((f) => readTsplib(join(folder, f)));
  instances.sort((a, b) => a.kind.localeCompare(b.kind) || a.points.length - b.points.length);
  const rows = instances.map((inst) => solve(inst.name, inst, optima[inst.name] ?? null));
  // The exact solver's size: the first 12 cities of each GEO instance, proven shortest.
  for (const inst of instances.filter((i) => i.kind === 'GEO')) {
    const first = { ...inst, points: inst.points.slice(0, EXACT_LIMIT) };
    rows.push(solve(`${inst.name}[1..${EXACT_LIMIT}]`, first, null));
  }
  print(rows);
} else {
  const [file, optimum] = positionals;
  if (!file) {
    console.error('usage: npm run bench:routes -- <file.tsp> [optimum] | --all [--runs 5]');
    process.exit(2);
  }
  const inst = readTsplib(file);
  print([solve(inst.name, inst, optimum ? Number(optimum) : (optima[inst.name] ?? null))]);
}

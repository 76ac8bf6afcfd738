/**
 * Device apply benchmark: how many pulled changes a device stores per second, on the crew app's real
 * database (Dexie over Chromium's IndexedDB) through the sync engine's page apply, as a first sync
 * does. Prints changes per second for a first sync into an empty database, for a second pass that
 * finds and replaces every record, and for the same records written straight with bulkPut, as the
 * apply stores them: the most this browser's IndexedDB takes on this machine, which the apply is
 * measured against.
 *
 *   npx tsx e2e/bench/device-apply.ts [--changes 20000] [--per-page 1400]
 *
 * A page of about a megabyte holds some 1,400 inventory records (sync/src/page-size.ts).
 */
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    changes: { type: 'string', default: '20000' },
    'per-page': { type: 'string', default: '1400' },
  },
});
const total = Number(values.changes);
const perPage = Number(values['per-page']);

const bundle = await build({
  entryPoints: [resolve(import.meta.dirname, 'device-apply/page.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
});
const script = bundle.outputFiles[0]!.text;

// IndexedDB needs a real origin; the page is served from memory under one.
const ORIGIN = 'http://device-apply.bench';
const browser = await chromium.launch({
  executablePath:
    process.env.CHROMIUM_PATH ??
    execSync('command -v chromium', { shell: '/bin/sh', encoding: 'utf8' }).trim(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><script>${script}</script>` }),
  );
  await page.goto(`${ORIGIN}/`);
  type Pass = { changes: number; pages: number; ms: number };
  const result = await page.evaluate(
    ([n, per]) =>
      (
        window as unknown as {
          applyBench: (
            n: number,
            per: number,
          ) => Promise<{ first: Pass; again: Pass; floor: Pass; rows: Pass; stored: number }>;
        }
      ).applyBench(n, per),
    [total, perPage] as const,
  );
  if (result.stored !== total) throw new Error(`stored ${result.stored} records of ${total}`);
  const row = (p: Pass) => ({
    changes: p.changes,
    pages: p.pages,
    ms: Math.round(p.ms),
    changesPerSecond: Math.round((p.changes / p.ms) * 1000),
  });
  console.table({
    'first sync (empty device)': row(result.first),
    'same records again': row(result.again),
    'IndexedDB alone (chunks, no merge)': row(result.floor),
    'IndexedDB alone (a row per record)': row(result.rows),
  });
} finally {
  await browser.close();
}

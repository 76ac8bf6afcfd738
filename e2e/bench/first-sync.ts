/**
 * First-sync benchmark: a crew member signs in on a phone in Chromium against the large data set of
 * `npm run bench:load` (seeded there once and kept), and the device pulls its whole scope into its
 * database. Prints per user the changes and bytes pulled, the pages, and the times from pressing
 * Sign in until the device asked for its first page, received its last, and the top bar says synced.
 *
 *   npm run bench:load -- --scale 100 --engine sqlite --duration 5   # seeds the data set once
 *   npm run bench:sync-device -- --scale 100 --engine sqlite          # or --engine pg
 *
 * The server runs as `npm start` runs it (its own process, the built client), on the kept data set.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../support/browser';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100' },
    engine: { type: 'string', default: 'sqlite' },
    users: { type: 'string', default: 'foreman,arborist' },
  },
});
const scale = Number(values.scale);
const engine = values.engine === 'pg' || values.engine === 'postgres' ? 'postgres' : 'sqlite';
/** The password `npm run bench:load` gives every user of its data set (server/bench/load/dataset.ts). */
const LOAD_PASSWORD = 'load-password-1';
const ROOT = resolve(import.meta.dirname, '../..');

const dataDir = join(tmpdir(), `canopy-load-${scale}${engine === 'postgres' ? '-pg' : ''}`);
if (!existsSync(join(dataDir, 'seeded.json'))) {
  throw new Error(`No data set at ${dataDir}: run npm run bench:load -- --scale ${scale} first.`);
}
const pgBase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = (() => {
  if (engine === 'sqlite') return '';
  const u = new URL(pgBase);
  u.pathname = `/canopy_load_${scale}`;
  return u.toString();
})();

const port = 3900 + Math.floor(Math.random() * 90);
const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  // A group of its own, stopped whole: tsx runs the server as its own child.
  detached: true,
});
const baseUrl = `http://127.0.0.1:${port}`;

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseUrl}/manifest.webmanifest`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not start within a minute.');
}

interface Pulled {
  /** When the device asked for its first page (ms since the epoch). */
  firstAsked: number;
  pages: number;
  changes: number;
  bytes: number;
}

/** Counts the pull pages a page receives: their changes and the size of their bodies. */
function countPulls(page: Page): { pulled: Pulled; lastPage: Promise<void> } {
  const pulled: Pulled = { firstAsked: 0, pages: 0, changes: 0, bytes: 0 };
  page.on('request', (req) => {
    if (req.url().endsWith('/api/v1/sync/pull') && !pulled.firstAsked) pulled.firstAsked = Date.now();
  });
  let done!: () => void;
  const lastPage = new Promise<void>((r) => (done = r));
  page.on('response', (res: Response) => {
    if (!res.url().endsWith('/api/v1/sync/pull') || !res.ok()) return;
    void res.body().then((body) => {
      const answer = JSON.parse(body.toString('utf8')) as { Changes: unknown[]; HasMore: boolean };
      pulled.pages += 1;
      pulled.changes += answer.Changes.length;
      pulled.bytes += body.length;
      if (!answer.HasMore) done();
    });
  });
  return { pulled, lastPage };
}

async function firstSync(username: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(600_000);
    const { pulled, lastPage } = countPulls(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel(/^Password/).fill(LOAD_PASSWORD);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await lastPage;
    const pulledMs = Date.now() - started;
    // The last page is stored when the top bar stops syncing.
    await page.getByRole('button', { name: 'Sync status: Online', exact: true }).waitFor();
    const syncedMs = Date.now() - started;
    const stored = await page.evaluate(async () => {
      const estimate = await navigator.storage.estimate();
      return estimate.usage ?? 0;
    });
    return { username, ...pulled, started, pulledMs, syncedMs, stored };
  } finally {
    await browser.close();
  }
}

try {
  await waitForServer();
  console.log(`${engine}, scale ${scale}: first sync of a crew member's device (Chromium, no throttling)`);
  const rows = [];
  for (const username of values.users.split(',')) {
    const r = await firstSync(username);
    rows.push({
      user: r.username,
      pages: r.pages,
      changes: r.changes,
      'MB pulled': (r.bytes / 1e6).toFixed(2),
      'MB stored': (r.stored / 1e6).toFixed(2),
      'first page asked (s)': ((r.firstAsked - r.started) / 1000).toFixed(2),
      'last page (s)': (r.pulledMs / 1000).toFixed(2),
      'synced (s)': (r.syncedMs / 1000).toFixed(2),
    });
  }
  console.table(rows);
} finally {
  process.kill(-server.pid!, 'SIGTERM');
}

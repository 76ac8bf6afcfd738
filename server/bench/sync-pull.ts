import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, WEB_CLIENT_ID, WEB_CLIENT_SECRET } from '@canopy/shared';
import type { PullResponse } from '@canopy/sync/protocol';
import type { Db } from '../src/platform/db';

const CHANGES = 10_000;
const RUNS = 3;
const ITEM_BATCH = 500;

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { p50: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), max: +s[s.length - 1]!.toFixed(2) };
}

type Headers = Record<string, string>;

/** Everything in the caller's scope, page after page from the start, as a new device does. */
async function pullEverything(app: FastifyInstance, headers: Headers) {
  const pageMs: number[] = [];
  let cursor: string | null = null;
  let changes = 0;
  const locations = new Set<number>();
  for (;;) {
    const t = performance.now();
    const res: LightMyRequestResponse = await app.inject({
      method: 'POST',
      url: '/api/v1/sync/pull',
      headers,
      payload: { Cursor: cursor },
    });
    pageMs.push(performance.now() - t);
    if (res.statusCode !== 200)
      throw new Error(`sync pull bench: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const page: PullResponse = res.json();
    changes += page.Changes.length;
    for (const c of page.Changes) if (c.Entity === 'location' && !c.Deleted) locations.add(c.Id);
    cursor = page.Cursor;
    if (!page.HasMore) return { changes, pageMs, locations: [...locations].map((id) => ({ id })) };
  }
}

/**
 * Tops up the customer inventory at the locations the arborist's device holds (those of their work
 * orders) until their scope holds `CHANGES` records.
 */
async function growInventory(db: Db, locations: { id: number }[], missing: number) {
  const now = new Date().toISOString();
  for (let start = 0; start < missing; start += ITEM_BATCH) {
    const rows = Array.from({ length: Math.min(ITEM_BATCH, missing - start) }, (_, i) => ({
      account_location_id: locations[(start + i) % locations.length]!.id,
      notes: `Bench tree ${start + i + 1}`,
      created_at: now,
    }));
    await db.insertInto('service_items').values(rows).execute();
  }
}

/**
 * "sync pull 10,000 changes": the demo arborist (their work orders, those orders' locations and their
 * inventory) pulls everything from a null cursor in pages of the default size (about a megabyte), as a tablet
 * set up afresh. The data set is topped up to at least 10,000 records in scope first. Per-page
 * times over every run, the median total and changes per second.
 */
export async function benchSyncPull(app: FastifyInstance, db: Db, password: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: {
      Username: 'arborist',
      Password: password,
      ClientId: WEB_CLIENT_ID,
      ClientSecret: WEB_CLIENT_SECRET,
    },
  });
  const { Jwt, CsrfToken } = login.json().LoginResult;
  const headers = { authorization: `Bearer ${Jwt}`, [CSRF_HEADER]: CsrfToken };

  const before = await pullEverything(app, headers);
  if (before.changes < CHANGES) await growInventory(db, before.locations, CHANGES - before.changes);

  const pageMs: number[] = [];
  const totals: { ms: number; changes: number; pages: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    const r = await pullEverything(app, headers);
    totals.push({ ms: performance.now() - t, changes: r.changes, pages: r.pageMs.length });
    pageMs.push(...r.pageMs);
  }
  const median = [...totals].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)]!;
  return {
    'sync pull 10,000 changes (per page)': {
      ...stats(pageMs),
      changes: median.changes,
      pages: median.pages,
      totalMs: +median.ms.toFixed(1),
      changesPerSecond: Math.round((median.changes / median.ms) * 1000),
    },
  };
}

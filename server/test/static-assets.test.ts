import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@canopy/shared';
import { makeCtx, type Session, type TestCtx } from './harness';

const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, [CSRF_HEADER]: s.csrf });

// The built client as the build leaves it: hashed assets with .br and .gz copies beside them.
const SCRIPT = `console.log(${JSON.stringify('canopy '.repeat(400))});`;

function writeDist(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Canopy</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const js = join(dir, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(js, SCRIPT);
  writeFileSync(`${js}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${js}.gz`, gzipSync(SCRIPT));
}

describe('serving the built client', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    const dist = join(process.env.TMPDIR ?? '/tmp', `canopy-dist-${process.pid}-${Date.now()}`);
    writeDist(dist);
    ctx = await makeCtx('sqlite', { env: { CLIENT_DIST: dist } });
  });
  afterAll(() => ctx?.close());

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await ctx.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets a browser keep the page or the service worker without asking', async () => {
    for (const url of ['/', '/workorders/info?id=1', '/sw.js']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const icon = await ctx.app.inject({ url: '/icon-192.png' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('security headers and compressed answers', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    const dist = join(process.env.TMPDIR ?? '/tmp', `canopy-dist-h-${process.pid}-${Date.now()}`);
    writeDist(dist);
    ctx = await makeCtx('sqlite', { env: { CLIENT_DIST: dist, TRUST_PROXY: '1' } });
  });
  afterAll(() => ctx?.close());

  it('sends a strict policy on the page, the API and the docs; HSTS only over TLS', async () => {
    for (const url of ['/', '/api/v1/branches', '/api/docs', '/api/docs/json', '/no/such/page']) {
      const res = await ctx.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toMatch(/script-src 'self'[^;]*;/);
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    // An answer below the threshold is not worth compressing.
    const small = await ctx.app.inject({
      url: '/api/v1/branches/_search',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const tls = await ctx.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('compresses API answers above a kilobyte for clients that accept it, and only those', async () => {
    const s = await ctx.login('admin');
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/workOrders/_search',
      payload: {},
      headers: { ...auth(s), 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const rows = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as unknown[];
    expect(rows.length).toBeGreaterThan(0);
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/workOrders/_search',
      payload: {},
      headers: auth(s),
    });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(rows);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOW_REQUEST_MS } from '../src/platform/request-log';
import { makeCtx, type TestCtx } from './harness';

// Logging does not depend on the engine; one is enough.
describe('request logs', () => {
  let ctx: TestCtx;
  const lines: { level: number; msg: string; url?: string; status?: number }[] = [];
  beforeAll(async () => {
    ctx = await makeCtx('sqlite', {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
      extra: async (app) => {
        app.get('/slow', async () => {
          await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 100));
          return { ok: true };
        });
        app.get('/broken', async () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(() => ctx.close());

  const about = (url: string) => lines.filter((l) => l.url === url && l.msg === 'request');

  it('keeps routine requests out of the default level and shows slow ones and failures', async () => {
    const admin = await ctx.login('admin');
    expect((await ctx.call(admin, 'GET', '/api/v1/branches/1')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/slow' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);

    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    expect(about('/api/v1/branches/1')).toEqual([]);
    expect(about('/slow')).toEqual([expect.objectContaining({ level: 40, status: 200 })]);
    expect(about('/broken')).toEqual([expect.objectContaining({ level: 50, status: 500 })]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Messages } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { loginResponse } from '../../test/sessions';
import { useSessionStore } from '../session/sessionStore';
import { IDEMPOTENCY_KEY_HEADER, request } from './client';

const { server } = mockApi();
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ jwt: 'old' }), false));

/** A create endpoint that answers each attempt with the next of `answers` and records its key. */
function createEndpoint(answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('/api/v1/notes', ({ request: req }) => {
      keys.push(req.headers.get(IDEMPOTENCY_KEY_HEADER));
      return answers[Math.min(keys.length, answers.length) - 1]!();
    }),
  );
  return keys;
}

const created = () => HttpResponse.json({ Id: 7 });
const lost = () => HttpResponse.error();

describe('idempotency keys on writes', () => {
  it('gives each submission of a create a fresh key, and reads, searches, uploads and sync none', async () => {
    const keys = createEndpoint([created]);
    const seen: Record<string, string | null> = {};
    server.use(
      http.get('/api/v1/notes/1', ({ request: req }) => {
        seen.get = req.headers.get(IDEMPOTENCY_KEY_HEADER);
        return HttpResponse.json({});
      }),
      http.post('/api/v1/notes/_search', ({ request: req }) => {
        seen.search = req.headers.get(IDEMPOTENCY_KEY_HEADER);
        return HttpResponse.json([]);
      }),
      http.post('/api/v1/notes/upload', ({ request: req }) => {
        seen.upload = req.headers.get(IDEMPOTENCY_KEY_HEADER);
        return HttpResponse.json({});
      }),
      http.post('/api/v1/sync/push', ({ request: req }) => {
        seen.sync = req.headers.get(IDEMPOTENCY_KEY_HEADER);
        return HttpResponse.json({});
      }),
    );
    await request('POST', '/notes', { Notes: 'a' });
    await request('POST', '/notes', { Notes: 'a' });
    await request('GET', '/notes/1');
    await request('POST', '/notes/_search', { Query: '' });
    await request('POST', '/notes/upload', new FormData());
    await request('POST', '/sync/push', { Mutations: [] });

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(seen).toEqual({ get: null, search: null, upload: null, sync: null });
  });

  it('sends a create again once, under the same key, when the network failed', async () => {
    const keys = createEndpoint([lost, created]);
    const res = await request('POST', '/notes', { Notes: 'a' });
    expect(res.data).toEqual({ Id: 7 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up after the one resend with the connection message', async () => {
    const keys = createEndpoint([lost]);
    await expect(request('POST', '/notes', { Notes: 'a' })).rejects.toMatchObject({
      status: 0,
      message: Messages.ConnectionError,
    });
    expect(keys).toHaveLength(2);
  });

  it('does not send an upload twice after a network failure', async () => {
    let uploads = 0;
    server.use(
      http.post('/api/v1/notes/upload', () => {
        uploads++;
        return HttpResponse.error();
      }),
    );
    await expect(request('POST', '/notes/upload', new FormData())).rejects.toMatchObject({ status: 0 });
    expect(uploads).toBe(1);
  });

  it('waits while the server is still working on the first copy, then takes its answer', async () => {
    const running = () =>
      HttpResponse.json({ Message: 'Still running' }, { status: 409, headers: { 'Retry-After': '1' } });
    const keys = createEndpoint([running, created]);
    const res = await request('POST', '/notes', { Notes: 'a' });
    expect(res.data).toEqual({ Id: 7 });
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('does not resend a save refused for a stale Version', async () => {
    const keys = createEndpoint([
      () => HttpResponse.json({ Message: 'Changed', Current: { Id: 7, Version: 2 } }, { status: 409 }),
    ]);
    await expect(request('POST', '/notes', { Notes: 'a' })).rejects.toMatchObject({ status: 409 });
    expect(keys).toHaveLength(1);
  });

  it('keeps the key when the call is sent again after a token refresh', async () => {
    server.use(http.post('/api/v1/auth/refresh', () => HttpResponse.json(loginResponse({ jwt: 'new' }))));
    const keys = createEndpoint([() => new HttpResponse(null, { status: 401 }), created]);
    expect((await request('POST', '/notes', { Notes: 'a' })).data).toEqual({ Id: 7 });
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(keys[0]).not.toBeNull();
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Messages, UPDATE_ROLES_HEADER } from '@canopy/shared';
import { useSessionStore } from '../session/sessionStore';
import { foremanClaims, loginResponse } from '../../test/sessions';
import { api } from './client';
import { ApiError } from './errors';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ jwt: 'old' }), false));

/** A refresh endpoint that hands out 'new' and counts its calls. */
function refreshHandler(counter: { calls: number }, claims = foremanClaims) {
  return http.post('/api/v1/auth/refresh', async ({ request }) => {
    counter.calls++;
    expect(request.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(await request.json()).toEqual({ RefreshTokenIdentifier: 'rt-id' });
    return HttpResponse.json(loginResponse({ jwt: 'new', claims }));
  });
}

describe('the API client', () => {
  it('sends the bearer token and the anti-forgery header, and reads the list total', async () => {
    server.use(
      http.post('/api/v1/accounts/_search', ({ request }) => {
        expect(request.headers.get('Authorization')).toBe('Bearer old');
        expect(request.headers.get('X-CSRF-Token')).toBe('csrf-1');
        return HttpResponse.json([{ Id: 1 }], { headers: { 'X-List-Count': '42' } });
      }),
    );
    const res = await api.post<{ Id: number }[]>('/accounts/_search', { Query: '' });
    expect(res.data).toEqual([{ Id: 1 }]);
    expect(res.total).toBe(42);
  });

  it('sends no token on public calls', async () => {
    server.use(
      http.post('/api/v1/auth/login', ({ request }) => {
        expect(request.headers.has('Authorization')).toBe(false);
        return HttpResponse.json({ Message: Messages.LoginFailed }, { status: 418 });
      }),
    );
    await expect(api.post('/auth/login', {}, { anonymous: true })).rejects.toMatchObject({
      status: 418,
      message: Messages.LoginFailed,
    });
  });

  it('answers concurrent 401s with one refresh, then retries each call with the new token', async () => {
    const refresh = { calls: 0 };
    server.use(
      refreshHandler(refresh),
      http.get('/api/v1/things/:id', ({ request, params }) =>
        request.headers.get('Authorization') === 'Bearer new'
          ? HttpResponse.json({ id: params.id })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const results = await Promise.all([api.get('/things/1'), api.get('/things/2'), api.get('/things/3')]);
    expect(results.map((r) => r.data)).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    expect(refresh.calls).toBe(1);
    expect(useSessionStore.getState().session?.LoginResult.Jwt).toBe('new');
  });

  it('signs the user out when the refresh is refused', async () => {
    server.use(
      http.post('/api/v1/auth/refresh', () => new HttpResponse(null, { status: 401 })),
      http.get('/api/v1/things', () => new HttpResponse(null, { status: 401 })),
    );
    await expect(api.get('/things')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().signedOutBy).toBe('expiry');
  });

  it('after X-Update-Roles takes a token with the new claims and asks again', async () => {
    const refresh = { calls: 0 };
    let searches = 0;
    server.use(
      refreshHandler(refresh),
      http.post('/api/v1/userRoles/_search', ({ request }) => {
        searches++;
        return request.headers.get('Authorization') === 'Bearer new'
          ? HttpResponse.json(['fresh'])
          : HttpResponse.json(['stale'], { headers: { [UPDATE_ROLES_HEADER]: 'true' } });
      }),
    );
    const res = await api.post('/userRoles/_search', {});
    expect(res.data).toEqual(['fresh']);
    expect([refresh.calls, searches]).toEqual([1, 2]);
    expect(useSessionStore.getState().session?.LoginResult.ClaimFlags).toEqual(foremanClaims);
  });

  it('after X-Update-Roles on a successful write refreshes but does not send the write twice', async () => {
    const refresh = { calls: 0 };
    let saves = 0;
    server.use(
      refreshHandler(refresh),
      http.put('/api/v1/things', () => {
        saves++;
        return HttpResponse.json({ saved: true }, { headers: { [UPDATE_ROLES_HEADER]: 'true' } });
      }),
    );
    expect((await api.put('/things', { a: 1 })).data).toEqual({ saved: true });
    expect([refresh.calls, saves]).toEqual([1, 1]);
  });

  it('turns a network failure into status 0 with the connection message', async () => {
    server.use(http.get('/api/v1/things', () => HttpResponse.error()));
    const err = await api.get('/things').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, message: Messages.ConnectionError, isNetwork: true });
  });

  it('keeps ModelState on a 400 and the server record on a 409', async () => {
    server.use(
      http.put('/api/v1/bad', () =>
        HttpResponse.json(
          { Message: 'Invalid', ModelState: { Service: ['No'], Name: ['Required'] } },
          { status: 400 },
        ),
      ),
      http.put('/api/v1/stale', () =>
        HttpResponse.json({ Message: 'Changed', Current: { Id: 1, Version: 4 } }, { status: 409 }),
      ),
    );
    const bad = (await api.put('/bad', {}).catch((e: unknown) => e)) as ApiError;
    expect([bad.serviceMessage, bad.fieldErrors]).toEqual(['No', { Name: ['Required'] }]);
    const stale = (await api.put('/stale', {}).catch((e: unknown) => e)) as ApiError;
    expect([stale.isConflict, stale.data]).toEqual([true, { Id: 1, Version: 4 }]);
  });
});

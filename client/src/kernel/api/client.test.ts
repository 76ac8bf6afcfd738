import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, UPDATE_ROLES_HEADER } from '@canopy/shared';
import { useSessionStore } from '../session/sessionStore';
import { foremanClaims, loginResponse } from '../../test/sessions';
import { api, request, toPage } from './client';
import { ApiError } from './errors';

const { server } = mockApi();
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
    const res = await request<{ Id: number }[]>('POST', '/accounts/_search', { Query: '' });
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
    await expect(request('POST', '/auth/login', {}, { anonymous: true })).rejects.toMatchObject({
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
    const results = await Promise.all(['/things/1', '/things/2', '/things/3'].map((p) => request('GET', p)));
    expect(results.map((r) => r.data)).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    expect(refresh.calls).toBe(1);
    expect(useSessionStore.getState().session?.LoginResult.Jwt).toBe('new');
  });

  it('signs the user out when the refresh is refused', async () => {
    server.use(
      http.post('/api/v1/auth/refresh', () => new HttpResponse(null, { status: 401 })),
      http.get('/api/v1/things', () => new HttpResponse(null, { status: 401 })),
    );
    await expect(request('GET', '/things')).rejects.toMatchObject({ status: 401 });
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
    const res = await request('POST', '/userRoles/_search', {});
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
    expect((await request('PUT', '/things', { a: 1 })).data).toEqual({ saved: true });
    expect([refresh.calls, saves]).toEqual([1, 1]);
  });

  it('turns a network failure into status 0 with the connection message', async () => {
    server.use(http.get('/api/v1/things', () => HttpResponse.error()));
    const err = await request('GET', '/things').catch((e: unknown) => e);
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
    const bad = (await request('PUT', '/bad', {}).catch((e: unknown) => e)) as ApiError;
    expect([bad.serviceMessage, bad.fieldErrors]).toEqual(['No', { Name: ['Required'] }]);
    const stale = (await request('PUT', '/stale', {}).catch((e: unknown) => e)) as ApiError;
    expect([stale.isConflict, stale.data]).toEqual([true, { Id: 1, Version: 4 }]);
  });
});

describe('the typed calls', () => {
  it('are checked against the route schemas when compiled', () => {
    // Never called: the type checker is the test.
    const unchecked = () => [
      // @ts-expect-error: no such route
      api.get('/workOrders/{id}/nothing', { path: { id: 1 } }),
      // @ts-expect-error: the path parameter is missing
      api.get('/workOrders/{id}'),
      // @ts-expect-error: the route takes no such body
      api.put('/workOrders/updateStatus', { body: { WorkOrderId: 1, StatusId: 'Open' } }),
    ];
    expect(typeof unchecked).toBe('function');
  });

  it('fill in path parameters, append the query and send the body as JSON', async () => {
    let seen: { url: string; body: unknown } | undefined;
    server.use(
      http.put('/api/v1/services/updatePrices/:valueType/:value', async ({ request }) => {
        seen = { url: request.url, body: await request.json() };
        return HttpResponse.json({ Updated: [1], Unchanged: [] });
      }),
    );
    const res = await api.put('/services/updatePrices/{valueType}/{value}', {
      path: { valueType: 2, value: 1.5 },
      body: [1, 7],
    });
    expect(res.data).toEqual({ Updated: [1], Unchanged: [] });
    expect(new URL(seen!.url).pathname).toBe('/api/v1/services/updatePrices/2/1.5');
    expect(seen!.body).toEqual([1, 7]);
  });

  it('leave out query values that are not given and repeat list values', async () => {
    const urls: string[] = [];
    server.use(
      http.get('/api/v1/*', ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json([]);
      }),
    );
    await api.get('/accounts/arborists', { query: { branchId: undefined } });
    await api.get('/employees/employeesByJobTitles', { query: { jobTitleIds: [3, 4] } });
    expect(urls).toEqual(['', '?jobTitleIds=3&jobTitleIds=4']);
  });

  it('give a list page its X-List-Count total, or its length without one', async () => {
    server.use(
      http.post('/api/v1/taxRates/_search', () =>
        HttpResponse.json([{ Id: 1 }], { headers: { 'X-List-Count': '30' } }),
      ),
      http.post('/api/v1/promotions/_search', () => HttpResponse.json([{ Id: 1 }, { Id: 2 }])),
    );
    const body = { Query: '', Skip: 0, Take: 12 };
    expect(toPage(await api.post('/taxRates/_search', { body })).total).toBe(30);
    expect(toPage(await api.post('/promotions/_search', { body })).total).toBe(2);
  });
});

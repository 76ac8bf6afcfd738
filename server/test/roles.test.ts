import { expect, it } from 'vitest';
import { UPDATE_ROLES_HEADER } from '@canopy/shared';
import { describeEngines } from './harness';

describeEngines('user roles, versions and transactions', (ctx) => {
  it('answers 409 with the current record when a save carries a stale Version', async () => {
    const admin = await ctx().login('admin');
    const created = (
      await ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: 'Estimator', LandingPageId: 6 })
    ).json();
    const first = await ctx().call(admin, 'PUT', '/api/v1/userRoles', { ...created, Name: 'Estimator II' });
    expect(first.statusCode).toBe(200);
    expect(first.json().Version).toBe(created.Version + 1);
    const stale = await ctx().call(admin, 'PUT', '/api/v1/userRoles', { ...created, Name: 'Estimator III' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({
      Id: created.Id,
      Name: 'Estimator II',
      Version: created.Version + 1,
    });
    // Accepting the dialog resubmits with the server's Version.
    const retry = await ctx().call(admin, 'PUT', '/api/v1/userRoles', {
      ...created,
      Name: 'Estimator III',
      Version: stale.json().Current.Version,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('lets exactly one of two racing saves win', async () => {
    const admin = await ctx().login('admin');
    const role = (
      await ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: 'Racer', LandingPageId: 1 })
    ).json();
    const results = await Promise.all(
      ['Racer A', 'Racer B', 'Racer C'].map((Name) =>
        ctx().call(admin, 'PUT', '/api/v1/userRoles', { ...role, Name }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const stored = (await ctx().call(admin, 'GET', `/api/v1/userRoles/${role.Id}`)).json();
    expect(stored.Name).toBe(winner.Name);
    expect(stored.Version).toBe(role.Version + 1);
  });

  it('leaves nothing behind when a multi-row claims save fails midway', async () => {
    const admin = await ctx().login('admin');
    const before = (await ctx().call(admin, 'GET', '/api/v1/userRoles/3')).json();
    expect(before.UserRoleClaims.length).toBeGreaterThan(3);
    const res = await ctx().call(admin, 'PUT', '/api/v1/userRoles/3/updateClaims', {
      UserRoleClaims: [
        { ClaimTypeId: 1, ClaimValueId: 8 },
        { ClaimTypeId: 999, ClaimValueId: 8 },
      ],
    });
    expect(res.statusCode).toBe(400);
    const after = (await ctx().call(admin, 'GET', '/api/v1/userRoles/3')).json();
    expect(after).toEqual(before);
  });

  it('tells users of a changed role to refresh, and the refreshed token carries the new claims', async () => {
    const admin = await ctx().login('admin');
    const foreman = await ctx().login('foreman');
    const quiet = await ctx().call(foreman, 'GET', '/api/v1/searches/employee/5/1');
    expect(quiet.headers[UPDATE_ROLES_HEADER.toLowerCase()]).toBeUndefined();
    expect(foreman.body.LoginResult.ClaimFlags.UserRole).toBeUndefined();

    const role = (await ctx().call(admin, 'GET', '/api/v1/userRoles/3')).json();
    const saved = await ctx().call(admin, 'PUT', '/api/v1/userRoles/3/updateClaims', {
      Version: role.Version,
      UserRoleClaims: [...role.UserRoleClaims, { ClaimTypeId: 30, ClaimValueId: 1 }],
    });
    expect(saved.statusCode).toBe(200);

    const next = await ctx().call(foreman, 'POST', '/api/v1/userRoles/_search', {});
    expect(next.statusCode).toBe(200);
    expect(next.headers[UPDATE_ROLES_HEADER.toLowerCase()]).toBe('1');
    const refreshed = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { RefreshTokenIdentifier: foreman.body.LoginResult.RefreshTokenIdentifier },
      headers: { 'x-csrf-token': foreman.csrf },
      cookies: { canopy_rt: foreman.refreshCookie },
    });
    expect(refreshed.json().LoginResult.ClaimFlags.UserRole).toBe(1);
    const after = await ctx().call(
      { ...foreman, token: refreshed.json().LoginResult.Jwt },
      'POST',
      '/api/v1/userRoles/_search',
      {},
    );
    expect(after.headers[UPDATE_ROLES_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('refuses to delete a role that is assigned, and deletes one that is not', async () => {
    const admin = await ctx().login('admin');
    const assigned = await ctx().call(admin, 'DELETE', '/api/v1/userRoles/2');
    expect(assigned.statusCode).toBe(400);
    const role = (
      await ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: 'Temporary', LandingPageId: 1 })
    ).json();
    expect((await ctx().call(admin, 'DELETE', `/api/v1/userRoles/${role.Id}`)).statusCode).toBe(200);
    expect((await ctx().call(admin, 'GET', `/api/v1/userRoles/${role.Id}`)).statusCode).toBe(404);
  });

  it('lists roles with user counts, claim types paged by 10, claim values and landing pages', async () => {
    const admin = await ctx().login('admin');
    const roles = await ctx().call(admin, 'POST', '/api/v1/userRoles/_search', {
      Query: 'manager',
      Take: 12,
    });
    expect(
      roles
        .json()
        .map((r: { Name: string }) => r.Name)
        .sort(),
    ).toEqual(['Billing Manager', 'Branch Manager', 'Office Manager']);
    const bm = roles.json().find((r: { Name: string }) => r.Name === 'Branch Manager');
    expect(bm.UserCount).toBe(2);
    const types = await ctx().call(admin, 'POST', '/api/v1/userRoles/claimTypes', { Skip: 10, Take: 10 });
    expect(types.json()).toHaveLength(10);
    expect(Number(types.headers['x-list-count'])).toBeGreaterThan(40);
    expect(
      (await ctx().call(admin, 'GET', '/api/v1/userRoles/claimValues'))
        .json()
        .map((v: { Id: number }) => v.Id),
    ).toEqual([1, 2, 4, 8]);
    expect((await ctx().call(admin, 'GET', '/api/v1/userRoles/landingPages')).json()[0]).toEqual({
      Id: 1,
      Name: 'Accounts',
      Path: '/accounts',
    });
  });
});

import { expect, it } from 'vitest';
import { CSRF_HEADER, Messages, REFRESH_COOKIE, WEB_CLIENT_ID, WEB_CLIENT_SECRET } from '@canopy/shared';
import { describeEngines, PASSWORD, type TestCtx } from './harness';

const loginBody = (Username: string, Password: string) => ({
  Username,
  Password,
  ClientId: WEB_CLIENT_ID,
  ClientSecret: WEB_CLIENT_SECRET,
});

function refresh(ctx: TestCtx, id: string, cookie: string | undefined, csrf: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    payload: { RefreshTokenIdentifier: id },
    headers: { [CSRF_HEADER]: csrf },
    ...(cookie ? { cookies: { [REFRESH_COOKIE]: cookie } } : {}),
  });
}

describeEngines(
  'sign-in and sessions',
  (ctx) => {
    it('signs in and answers with the employee, tokens, claims, branch and landing page', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: loginBody('foreman', PASSWORD),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.Employee).toEqual({ Id: 5, FirstName: 'Frank', LastName: 'Ortiz', ThumbnailImage: null });
      expect(body.PrimaryBranchId).toBe(1);
      expect(body.LandingPage).toEqual({ Path: '/schedules/daily' });
      const r = body.LoginResult;
      expect(r.Jwt.split('.')).toHaveLength(3);
      expect(JSON.parse(Buffer.from(r.Jwt.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
      expect(new Date(r.ExpiresUtc).getTime()).toBeGreaterThan(new Date(r.IssuedUtc).getTime());
      expect(r.AuthUserId).toBeGreaterThan(0);
      expect(r.ClaimFlags.WorkOrders_DailyLogs).toBe(9);
      expect(r.ClaimFlags.Settings).toBeUndefined();
      expect(r.CsrfToken).toMatch(/^[\w-]{20,}$/);
      expect(r.RefreshTokenIdentifier).toMatch(/^[\w-]{20,}$/);
      const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.maxAge).toBeUndefined();
    });

    it('keeps the refresh cookie for 30 days with remember me', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { ...loginBody('arborist', PASSWORD), RememberMe: true },
      });
      expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)!.maxAge).toBe(30 * 86400);
    });

    it('answers 418 with the same message for an unknown user and a wrong password', async () => {
      const unknown = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: loginBody('nobody', 'x'),
      });
      const wrong = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: loginBody('billing', 'wrong'),
      });
      expect(unknown.statusCode).toBe(418);
      expect(wrong.statusCode).toBe(418);
      expect(unknown.json()).toEqual({ Message: Messages.LoginFailed });
      expect(wrong.json()).toEqual(unknown.json());
    });

    it('accepts field names with either case of the first letter', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          username: 'officemanager',
          password: PASSWORD,
          clientId: 1,
          clientSecret: WEB_CLIENT_SECRET,
        },
      });
      expect(res.statusCode).toBe(200);
    });

    it('limits sign-in attempts per account', async () => {
      const tries = [];
      for (let i = 0; i < 6; i++) {
        tries.push(
          (
            await ctx().app.inject({
              method: 'POST',
              url: '/api/v1/auth/login',
              payload: loginBody('arborist3', 'nope'),
            })
          ).statusCode,
        );
      }
      expect(tries).toEqual([418, 418, 418, 418, 418, 429]);
      const right = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: loginBody('arborist3', PASSWORD),
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().Message).toBe(Messages.TooManyAttempts);
    });

    it('refreshes with rotation and ends the session when a rotated token is reused', async () => {
      const s = await ctx().login('branchmanager');
      const id = s.body.LoginResult.RefreshTokenIdentifier;
      const first = await refresh(ctx(), id, s.refreshCookie, s.csrf);
      expect(first.statusCode).toBe(200);
      const next = first.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
      expect(next).not.toBe(s.refreshCookie);
      expect(first.json().LoginResult.Jwt).not.toBe(s.token);

      const reuse = await refresh(ctx(), id, s.refreshCookie, s.csrf);
      expect(reuse.statusCode).toBe(401);
      // The thief's reuse killed the family: the legitimate newest token is dead too.
      expect((await refresh(ctx(), id, next, s.csrf)).statusCode).toBe(401);
      const fresh = first.json().LoginResult.Jwt;
      const call = await ctx().call({ ...s, token: fresh }, 'POST', '/api/v1/accounts/_search', {});
      expect(call.statusCode).toBe(401);
    });

    it('refuses a refresh without the cookie or with a wrong anti-forgery token', async () => {
      const s = await ctx().login('branchmanager');
      const id = s.body.LoginResult.RefreshTokenIdentifier;
      expect((await refresh(ctx(), id, undefined, s.csrf)).statusCode).toBe(401);
      expect((await refresh(ctx(), id, s.refreshCookie, 'forged')).statusCode).toBe(401);
      expect((await refresh(ctx(), id, s.refreshCookie, s.csrf)).statusCode).toBe(200);
    });

    it('requires the anti-forgery token on authorized calls', async () => {
      const s = await ctx().login('admin');
      const none = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/accounts/_search',
        headers: { authorization: `Bearer ${s.token}` },
        payload: {},
      });
      expect(none.statusCode).toBe(403);
      const other = await ctx().login('officemanager');
      const wrong = await ctx().call({ ...s, csrf: other.csrf }, 'POST', '/api/v1/accounts/_search', {});
      expect(wrong.statusCode).toBe(403);
      expect((await ctx().call(s, 'POST', '/api/v1/accounts/_search', {})).statusCode).toBe(200);
    });

    it('answers 401 without a token and 403 Not Authorized without the claim', async () => {
      const anonymous = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/userRoles/_search',
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
      const foreman = await ctx().login('foreman');
      const res = await ctx().call(foreman, 'POST', '/api/v1/userRoles/_search', {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Not Authorized' });
    });

    it('signs out one session, or every session of the user', async () => {
      const a = await ctx().login('billing');
      const b = await ctx().login('billing');
      expect((await ctx().call(a, 'POST', '/api/v1/auth/logout')).statusCode).toBe(200);
      expect((await ctx().call(a, 'POST', '/api/v1/accounts/_search', {})).statusCode).toBe(401);
      expect((await ctx().call(b, 'POST', '/api/v1/accounts/_search', {})).statusCode).toBe(200);
      const c = await ctx().login('billing');
      expect((await ctx().call(c, 'POST', '/api/v1/auth/logout-all')).statusCode).toBe(200);
      expect((await ctx().call(b, 'POST', '/api/v1/accounts/_search', {})).statusCode).toBe(401);
      expect(
        (await refresh(ctx(), b.body.LoginResult.RefreshTokenIdentifier, b.refreshCookie, b.csrf)).statusCode,
      ).toBe(401);
    });

    it('keeps deactivated employees out and ends their sessions', async () => {
      const s = await ctx().login('arborist2');
      await ctx().dbh.db.updateTable('employees').set({ status_id: 2 }).where('id', '=', 7).execute();
      expect((await ctx().call(s, 'POST', '/api/v1/accounts/_search', {})).statusCode).toBe(401);
      expect(
        (await refresh(ctx(), s.body.LoginResult.RefreshTokenIdentifier, s.refreshCookie, s.csrf)).statusCode,
      ).toBe(401);
      const again = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: loginBody('arborist2', PASSWORD),
      });
      expect(again.statusCode).toBe(418);
      await ctx().dbh.db.updateTable('employees').set({ status_id: 1 }).where('id', '=', 7).execute();
    });
  },
  { env: { REFRESH_REUSE_GRACE_MS: '0' } },
);

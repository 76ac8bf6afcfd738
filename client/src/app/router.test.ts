import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { createAppRouter } from './router';
import { useSessionStore } from '../kernel/session/sessionStore';
import { R, UserRoles } from '@canopy/shared';
import { adminClaims, claimsOf, foremanClaims, loginResponse } from '../test/sessions';

vi.mock('../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

/** Where the router ends up after following every redirect from `path`. */
async function land(path: string) {
  const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const last = router.state.matches.at(-1);
  return { href: router.state.location.href, routeId: last?.routeId, title: last?.staticData.screen?.title };
}

const signInAs = (claims: typeof adminClaims, landing: string) =>
  useSessionStore.getState().signIn(loginResponse({ claims, landing }), false);

describe('routing and guards', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('sends a signed-out visitor to login, remembering the page', async () => {
    expect((await land('/roles/?q=ad')).href).toBe(`/login?redirect=${encodeURIComponent('/roles/?q=ad')}`);
  });

  it('opens /roles/ (trailing slash kept) for an administrator', async () => {
    signInAs(adminClaims, '/accounts');
    expect(await land('/roles/')).toMatchObject({ href: '/roles/', routeId: '/app/roles' });
  });

  it('refuses a foreman the roles list', async () => {
    signInAs(foremanClaims, '/schedules/daily');
    expect((await land('/roles/')).href).toBe('/unauthorized');
  });

  it('sends a signed-in user away from the sign-in pages to the landing page', async () => {
    signInAs(adminClaims, '/workorders/');
    expect((await land('/login')).href).toBe('/workorders/');
    expect((await land('/forgot-password')).href).toBe('/workorders/');
  });

  it('lands a foreman on his daily schedule', async () => {
    signInAs(foremanClaims, '/schedules/daily');
    expect(await land('/login')).toMatchObject({ href: '/schedules/daily', title: 'Daily Schedule' });
  });

  it('lands an office role whose landing page is not built on the account list', async () => {
    signInAs(claimsOf(UserRoles.BranchManager), '/dashboard');
    expect(await land('/login')).toMatchObject({ href: '/accounts', title: 'Accounts' });
  });

  it('lands a role on its first menu entry without the account list, and on its own account without any', async () => {
    signInAs({ UserRole: R }, '/accounts');
    expect((await land('/login')).href).toBe('/roles/');
    signInAs({}, '/accounts');
    expect((await land('/login')).href).toBe('/my-account');
  });

  it('opens the account list for "/", or the landing screen without account rights', async () => {
    signInAs(adminClaims, '/dashboard');
    expect((await land('/')).href).toBe('/accounts');
    signInAs(foremanClaims, '/schedules/daily');
    expect((await land('/')).href).toBe('/schedules/daily');
  });

  it('answers an unknown address with the not-found page, in place', async () => {
    signInAs(foremanClaims, '/schedules/daily');
    expect(await land('/no/such/page')).toMatchObject({ href: '/no/such/page', routeId: '/app/$' });
  });

  it('still answers the address of an unbuilt screen with "Coming soon", under its title and guard', async () => {
    signInAs(adminClaims, '/accounts');
    expect((await land('/dashboard')).title).toBe('Dashboard');
    signInAs(foremanClaims, '/schedules/daily');
    expect((await land('/schedules/daily')).title).toBe('Daily Schedule');
    expect((await land('/dashboard')).href).toBe('/unauthorized');
  });

  it('keeps public pages open without sign-in; the statement needs its data', async () => {
    expect((await land('/unauthorized')).routeId).toBe('/unauthorized');
    expect((await land('/statement')).href).toBe('/login');
  });
});

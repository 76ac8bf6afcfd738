import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { claim, F, Messages, R } from '@canopy/shared';
import { enforce } from '../routes/guard';
import { screen } from '../routes/screens';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, foremanClaims, loginResponse } from '../../test/sessions';
import { decideAccess, safeRedirect } from './access';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../ui/notify', () => ({ notifyError, notifySuccess: vi.fn() }));

describe('decideAccess', () => {
  it('lets a user in when any listed rule is held', () => {
    const info = screen('/workorders/info'); // Schedules (any) or WorkOrders (any)
    expect(decideAccess({ Schedules: 2 }, info)).toBe('allow');
    expect(decideAccess({ WorkOrders: 8 }, info)).toBe('allow');
    expect(decideAccess({ Account: 8 }, info)).toBe('not-authorized');
  });

  it('sends a signed-out visitor to sign in, and lets any signed-in user into claim-free screens', () => {
    expect(decideAccess(undefined, screen('/roles/'))).toBe('sign-in');
    expect(decideAccess({}, screen('/my-account'))).toBe('allow');
  });

  it('follows the route table for administrator and foreman', () => {
    expect(decideAccess(adminClaims, screen('/roles/'))).toBe('allow');
    expect(decideAccess(foremanClaims, screen('/roles/'))).toBe('not-authorized');
    expect(decideAccess(foremanClaims, screen('/schedules/daily'))).toBe('allow');
    expect(decideAccess({ UserRole: R }, { claim: [claim('UserRole', F)] })).toBe('not-authorized');
  });
});

describe('the route guard', () => {
  beforeEach(() => {
    notifyError.mockClear();
    useSessionStore.setState({ session: null });
  });

  const outcome = (path: string, preload = false) => {
    try {
      enforce(screen(path), { preload, location: { href: `${path}?x=1` } });
      return 'entered';
    } catch (e) {
      if (!isRedirect(e)) throw e;
      return e.options.href;
    }
  };

  it('refuses a foreman the roles list with "Not Authorized" and sends him to /unauthorized', () => {
    useSessionStore.setState({ session: loginResponse({ claims: foremanClaims }) });
    expect(outcome('/roles/')).toBe('/unauthorized');
    expect(notifyError).toHaveBeenCalledWith(Messages.NotAuthorized);
  });

  it('stays quiet while merely preloading a refused route', () => {
    useSessionStore.setState({ session: loginResponse({ claims: foremanClaims }) });
    expect(outcome('/roles/', true)).toBe('/unauthorized');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('lets an allowed user in and sends a signed-out one to login with the way back', () => {
    useSessionStore.setState({ session: loginResponse({ claims: adminClaims }) });
    expect(outcome('/roles/')).toBe('entered');
    useSessionStore.setState({ session: null });
    expect(outcome('/roles/')).toBe(`/login?redirect=${encodeURIComponent('/roles/?x=1')}`);
  });
});

describe('safeRedirect', () => {
  it('keeps in-app paths and drops anything that could leave the app', () => {
    expect(safeRedirect('/accounts?q=oak')).toBe('/accounts?q=oak');
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
  });
});

import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from '../routes/appRoute';
import { renderRoutes } from '../testing/renderRoutes';
import { loginResponse } from '../../test/sessions';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { isCrewRoute } from '../../offline/crewRoutes';
import { useSyncStatusStore } from '../../offline/status';
import { installTestOffline, removeTestOffline, type TestOffline } from '../../offline/testing';
import { OFFLINE_SCREEN_MESSAGE } from './OfflineBanner';

installFakeIndexedDb();

const signOutCalls = vi.hoisted(() => [] as boolean[]);
vi.mock('../../kernel/session/authApi', () => ({
  signOut: async (everywhere = false) => {
    signOutCalls.push(everywhere);
  },
}));

const fetched: string[] = [];
function Screen({ name }: { name: string }) {
  fetched.push(name);
  return <h1>{name}</h1>;
}
const routes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/accounts',
    component: () => <Screen name="Accounts" />,
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/workorders/info',
    component: () => <Screen name="Work Order" />,
  }),
];

/** The browser's connectivity as the app reads it: navigator.onLine and its events. */
function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

let device: TestOffline;
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse(), false);
  useSyncStatusStore.setState({
    online: true,
    syncing: false,
    lastError: null,
    halted: false,
    storage: null,
  });
  device = installTestOffline();
  fetched.length = 0;
  signOutCalls.length = 0;
});
afterEach(async () => {
  setOnline(true);
  await removeTestOffline();
  useSessionStore.getState().signOut();
});

// The first render of the whole shell takes a while on a loaded machine.
const FIRST = { timeout: 15_000 };

const log = (notes: string) => ({ view: { Date: '2026-11-21', Notes: notes }, body: { Notes: notes } });

describe('the sync status in the top bar', () => {
  it('counts unsynced changes, shows when offline, and syncs on request', async () => {
    await device.engine.create('dailyLog', log('Pruned the oak'));
    await device.engine.create('serviceItem', { view: { Name: 'Red maple' }, body: { Name: 'Red maple' } });
    useSyncStatusStore.setState({ storage: { usage: 5 * 1024 * 1024, quota: 2 * 1024 * 1024 * 1024 } });
    renderRoutes('/workorders/info', routes);

    const status = await screen.findByRole('button', { name: /^Sync status: Online, 2 unsynced/ }, FIRST);
    expect(within(status).getByText('2 unsynced')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(status);
    expect(await screen.findByText('2 changes not yet synced', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Last synced: Never')).toBeInTheDocument();
    expect(screen.getByText('Storage used: 5.0 MB of 2.0 GB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(device.syncRequests).toEqual([{ now: true }]);

    setOnline(false);
    useSyncStatusStore.setState({ lastError: 'Error connecting. Check your connection.' });
    expect(
      await screen.findByRole('button', { name: /^Sync status: Offline, 2 unsynced, last sync failed/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Last sync failed: Error connecting. Check your connection.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });

  it('leads to the review page when records need review, and tells when everything is synced', async () => {
    renderRoutes('/workorders/info', routes);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sync status: Online' }, FIRST));
    expect(await screen.findByText('Everything is synced', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /review/ })).not.toBeInTheDocument();

    await device.store.putReview({
      Entity: 'dailyLog',
      Key: 's:41',
      Kind: 'rejected',
      Op: 'update',
      Mine: { Notes: 'x' },
      MineBody: { Notes: 'x' },
      Theirs: null,
      TheirsId: null,
      TheirsVersion: null,
      Message: 'A daily log already exists for this employee on this date.',
      ModelState: {},
      At: '2026-11-21T10:00:00.000Z',
    });
    expect(await screen.findByRole('link', { name: '1 record needs your review' }, FIRST)).toHaveAttribute(
      'href',
      '/sync/review',
    );
  });
});

describe('office screens offline', () => {
  it('shows a banner instead of an office screen, and keeps crew screens open', async () => {
    setOnline(false);
    const { router } = renderRoutes('/accounts', routes);
    expect(await screen.findByText(OFFLINE_SCREEN_MESSAGE, {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accounts' })).not.toBeInTheDocument();

    await router.navigate({ href: '/workorders/info?id=501' });
    expect(await screen.findByRole('heading', { name: 'Work Order' })).toBeInTheDocument();
    expect(fetched).toEqual(['Work Order']);

    setOnline(true);
    await router.navigate({ href: '/accounts' });
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('knows the crew screens by path', () => {
    expect(isCrewRoute('/workorders/info')).toBe(true);
    expect(isCrewRoute('/serviceitem/')).toBe(true);
    expect(isCrewRoute('/serviceitem/info')).toBe(true);
    expect(isCrewRoute('/sync/review')).toBe(true);
    // The crew's job list reads the device too.
    expect(isCrewRoute('/workorders/')).toBe(true);
    expect(isCrewRoute('/workorders/schedule')).toBe(false);
    expect(isCrewRoute('/accounts/location')).toBe(false);
  });
});

describe('signing out', () => {
  it('warns about unsynced changes before signing out, and signs out at once when there are none', async () => {
    await device.engine.create('dailyLog', log('Pruned the oak'));
    await device.engine.create('dailyLog', log('Mulched the beds'));
    renderRoutes('/workorders/info', routes);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: /2 unsynced/ }, FIRST);

    await user.click(screen.getByRole('button', { name: 'User menu for Ada Oak' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(dialog).toHaveTextContent(/^Sign out\?You have 2 changes not yet synced\./);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(signOutCalls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'User menu for Ada Oak' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign out?' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    await waitFor(() => expect(signOutCalls).toEqual([true]));
  });

  it('signs out without asking when everything is synced', async () => {
    renderRoutes('/workorders/info', routes);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'User menu for Ada Oak' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(signOutCalls).toEqual([false]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

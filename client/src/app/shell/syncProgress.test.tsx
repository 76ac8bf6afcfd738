import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from '../routes/appRoute';
import { renderRoutes } from '../testing/renderRoutes';
import { loginResponse } from '../../test/sessions';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { pullProgressShort, pullProgressText, useSyncStatusStore } from '../../offline/status';
import { installTestOffline, removeTestOffline } from '../../offline/testing';

installFakeIndexedDb();

const routes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/workorders/info',
    component: () => <h1>Work Order</h1>,
  }),
];

beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse(), false);
  useSyncStatusStore.setState({ online: true, syncing: false, lastError: null, halted: false, pull: null });
  installTestOffline();
});
afterEach(async () => {
  await removeTestOffline();
  useSessionStore.getState().signOut();
});

// The first render of the whole shell takes a while on a loaded machine.
const FIRST = { timeout: 15_000 };

describe('the progress of a long sync', () => {
  it('counts the changes received against about how many there are, or alone when the total is unknown', () => {
    expect(pullProgressText({ received: 1234, remaining: 3766 })).toBe(
      'Syncing… 1,234 of about 5,000 changes',
    );
    expect(pullProgressText({ received: 1400, remaining: null })).toBe('Syncing… 1,400 changes');
    expect(pullProgressShort({ received: 1234, remaining: 3766 })).toBe('1,234 of 5,000');
    expect(pullProgressShort({ received: 1400, remaining: null })).toBe('1,400');
  });

  it('shows in the top bar while a first sync pulls its pages, and goes once it is done', async () => {
    renderRoutes('/workorders/info', routes);
    await screen.findByRole('button', { name: 'Sync status: Online' }, FIRST);

    act(() => useSyncStatusStore.setState({ syncing: true, pull: { received: 1400, remaining: 2100 } }));
    const status = await screen.findByRole('button', {
      name: 'Sync status: Online, Syncing… 1,400 of about 3,500 changes',
    });
    expect(within(status).getByText('Syncing… 1,400 of about 3,500 changes')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(status);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Syncing… 1,400 of about 3,500 changes');

    act(() => useSyncStatusStore.setState({ pull: { received: 2800, remaining: 700 } }));
    expect(
      await screen.findByRole('button', {
        name: 'Sync status: Online, Syncing… 2,800 of about 3,500 changes',
      }),
    ).toBeInTheDocument();

    act(() => useSyncStatusStore.setState({ syncing: false, pull: null }));
    expect(await screen.findByRole('button', { name: 'Sync status: Online' })).toBeInTheDocument();
    expect(screen.queryByText(/of about/)).not.toBeInTheDocument();
  });
});

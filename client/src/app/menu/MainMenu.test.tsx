import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../router';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, foremanClaims, loginResponse } from '../../test/sessions';

vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

function renderAt(path: string) {
  const queryClient = new QueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('the shell menu', () => {
  beforeEach(() => useReturnPages.getState().clear());

  it('shows a foreman only the built screens his claims open, and no settings gear', async () => {
    useSessionStore
      .getState()
      .signIn(loginResponse({ claims: foremanClaims, landing: '/schedules/daily' }), false);
    renderAt('/schedules/daily');
    expect(await screen.findByRole('heading', { name: 'Daily Schedule' })).toBeInTheDocument();
    // Below the wide breakpoint (tests match no media query) the menu follows the screen.
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = () =>
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent)
        .sort();
    if (!links().includes('Daily Schedule'))
      fireEvent.click(within(nav).getByRole('button', { name: 'Schedules' }));
    await waitFor(() => expect(links()).toEqual(['Daily Schedule', 'Work Orders']));
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('starts a new trail of return pages when an entry is clicked', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
    useReturnPages.getState().push('/accounts?page=2');
    const router = renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Work Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workorders/'));
    expect(useReturnPages.getState().stack).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Work Orders' })).toBeInTheDocument();
  });
});

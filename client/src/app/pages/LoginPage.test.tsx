import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { Messages, WEB_CLIENT_ID, WEB_CLIENT_SECRET } from '@canopy/shared';
import { createAppRouter } from '../router';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { foremanClaims, loginResponse } from '../../test/sessions';

vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const { server } = mockApi([], { onUnhandledRequest: 'bypass' });
beforeAll(() => {
  // The router restores scroll positions; the test DOM has no scrolling.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signOut();
  localStorage.clear();
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

async function fillIn(username: string, password: string, remember = false) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/username/i), username);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), password);
  if (remember) await user.click(screen.getByLabelText(/remember me/i));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('shows the server message for wrong credentials', async () => {
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({ Message: Messages.LoginFailed }, { status: 418 }),
      ),
    );
    renderAt('/login');
    await fillIn('admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.LoginFailed);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('signs in with the web client identity and lands a foreman on his daily schedule', async () => {
    server.use(
      http.post('/api/v1/auth/login', async ({ request }) => {
        expect(await request.json()).toEqual({
          Username: 'foreman',
          Password: 'pw',
          ClientId: WEB_CLIENT_ID,
          ClientSecret: WEB_CLIENT_SECRET,
          RememberMe: true,
        });
        return HttpResponse.json(loginResponse({ claims: foremanClaims, landing: '/schedules/daily' }));
      }),
    );
    const router = renderAt('/login');
    await fillIn('foreman', 'pw', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedules/daily'));
    expect(useSessionStore.getState().remember).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Daily Schedule' })).toBeInTheDocument();
  });

  it('returns to the page asked for before sign-in', async () => {
    server.use(http.post('/api/v1/auth/login', () => HttpResponse.json(loginResponse())));
    const router = renderAt('/login?redirect=%2Fdashboard');
    await fillIn('admin', 'pw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

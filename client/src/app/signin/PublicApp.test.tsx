import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { foremanClaims, loginResponse } from '../../test/sessions';
import { PublicApp } from './PublicApp';

const { server, calls } = mockApi([]);

beforeEach(() => {
  useSessionStore.getState().signOut();
  localStorage.clear();
});

function openAt(href: string) {
  history.replaceState(null, '', href);
  const enter = vi.fn((href: string | undefined) => {
    if (href) history.replaceState(null, '', href);
    return Promise.resolve();
  });
  const onStart = vi.fn();
  render(<PublicApp enter={enter} onStart={onStart} />);
  return { enter, onStart, user: userEvent.setup({ delay: null }) };
}

describe('the sign-in page before the console has loaded', () => {
  it('asks for both fields before calling the server', async () => {
    const { user, enter } = openAt('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    expect(enter).not.toHaveBeenCalled();
  });

  it('signs in and opens the console at the page asked for, fetching it while the user types', async () => {
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json(loginResponse({ claims: foremanClaims, landing: '/schedules/daily' })),
      ),
    );
    const { user, enter, onStart } = openAt(`/login?redirect=${encodeURIComponent('/workorders/?q=oak')}`);
    await user.type(screen.getByLabelText(/username/i), 'foreman');
    expect(onStart).toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(enter).toHaveBeenCalledWith('/workorders/?q=oak'));
    expect(useSessionStore.getState().session?.LoginResult.ClaimFlags).toBeDefined();
  });

  it('leaves the way home to the console when no page was asked for', async () => {
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json(loginResponse({ claims: foremanClaims, landing: '/schedules/daily' })),
      ),
    );
    const { user, enter } = openAt('/login');
    await user.type(screen.getByLabelText(/username/i), 'foreman');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Only the console knows which screens are built, so it picks the landing screen.
    await waitFor(() => expect(enter).toHaveBeenCalledWith(undefined));
  });

  it('shows the server message and stays signed out when the password is wrong', async () => {
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({ Message: Messages.LoginFailed }, { status: 418 }),
      ),
    );
    const { user, enter } = openAt('/login');
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.LoginFailed);
    expect(enter).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('moves to the forgot-password page and back without leaving the page', async () => {
    const { user } = openAt('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(Messages.InvalidEmail)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says the reset link is unusable when it carries no token', () => {
    openAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(Messages.ResetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

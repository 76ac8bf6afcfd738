import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages } from '@canopy/shared';
import { claimsOf } from '../../test/sessions';
import { notifyError, notifySuccess } from '../../ui/notify';
import { renderRoute } from '../roles/testing';
import { CURRENT_PASSWORD_REQUIRED } from './rules';

vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const { server } = mockApi();
beforeEach(() => vi.clearAllMocks());

const FOREMAN = 3;

async function open() {
  renderRoute('/my-account', claimsOf(FOREMAN), FOREMAN);
  const user = userEvent.setup({ delay: null });
  const usernameForm = await screen.findByRole('form', { name: 'Username' });
  const passwordForm = screen.getByRole('form', { name: 'Password' });
  return { user, usernameForm, passwordForm };
}

describe('username and password settings', () => {
  it("says 'Cannot Save. No information entered.' and calls nothing when nothing was entered", async () => {
    const called = vi.fn();
    server.use(
      http.put('/api/v1/users/:what', () => {
        called();
        return HttpResponse.json({});
      }),
    );
    const { user, usernameForm, passwordForm } = await open();
    await user.click(within(usernameForm).getByRole('button', { name: 'Save username' }));
    await user.type(within(passwordForm).getByLabelText('Current password'), 'old-password');
    await user.click(within(passwordForm).getByRole('button', { name: 'Save password' }));
    expect(notifyError).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenNthCalledWith(1, Messages.NoInformationEntered);
    expect(notifyError).toHaveBeenNthCalledWith(2, Messages.NoInformationEntered);
    expect(called).not.toHaveBeenCalled();
  });

  it("saves a new username: 'Username Save Successful!'", async () => {
    let body: unknown;
    server.use(
      http.put('/api/v1/users/username', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ Username: 'ada.oak', Message: Messages.UsernameSaved });
      }),
    );
    const { user, usernameForm } = await open();
    const input = within(usernameForm).getByLabelText('New username');
    await user.type(input, ' ada.oak {Enter}');
    expect(await within(usernameForm).findByText(CURRENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.type(within(usernameForm).getByLabelText('Current password'), 'my-pass-1{Enter}');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(Messages.UsernameSaved));
    expect(body).toEqual({ Username: 'ada.oak', CurrentPassword: 'my-pass-1' });
    expect(input).toHaveValue('');
    expect(within(usernameForm).getByText('ada.oak')).toBeInTheDocument();
  });

  it('shows a taken username beside the field', async () => {
    server.use(
      http.put('/api/v1/users/username', () =>
        HttpResponse.json(
          { Message: 'Invalid', ModelState: { Username: [Messages.UsernameTaken] } },
          { status: 400 },
        ),
      ),
    );
    const { user, usernameForm } = await open();
    await user.type(within(usernameForm).getByLabelText('New username'), 'admin');
    await user.type(within(usernameForm).getByLabelText('Current password'), 'my-pass-1{Enter}');
    expect(await within(usernameForm).findByText(Messages.UsernameTaken)).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('checks the confirmation before calling the server', async () => {
    const called = vi.fn();
    server.use(http.put('/api/v1/users/password', () => (called(), HttpResponse.json({}))));
    const { user, passwordForm } = await open();
    await user.type(within(passwordForm).getByLabelText('Current password'), 'old-password');
    await user.type(within(passwordForm).getByLabelText(/^New password/), 'new-password');
    await user.type(within(passwordForm).getByLabelText('Confirm new password'), 'new-passw0rd');
    await user.click(within(passwordForm).getByRole('button', { name: 'Save password' }));
    expect(await within(passwordForm).findByText(Messages.PasswordsDoNotMatch)).toBeInTheDocument();
    expect(called).not.toHaveBeenCalled();
  });

  it("saves a new password: 'Password Save Successful!', and clears the fields", async () => {
    let body: unknown;
    server.use(
      http.put('/api/v1/users/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ Message: Messages.PasswordSaved });
      }),
    );
    const { user, passwordForm } = await open();
    await user.type(within(passwordForm).getByLabelText('Current password'), 'old-password');
    await user.type(within(passwordForm).getByLabelText(/^New password/), 'new-password');
    await user.type(within(passwordForm).getByLabelText('Confirm new password'), 'new-password{Enter}');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(Messages.PasswordSaved));
    expect(body).toEqual({
      CurrentPassword: 'old-password',
      Password: 'new-password',
      Confirmation: 'new-password',
    });
    expect(within(passwordForm).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password beside the field and the server message for too many tries', async () => {
    let tries = 0;
    server.use(
      http.put('/api/v1/users/password', () =>
        ++tries === 1
          ? HttpResponse.json(
              { Message: 'Invalid', ModelState: { CurrentPassword: [Messages.CurrentPasswordWrong] } },
              { status: 400 },
            )
          : HttpResponse.json({ Message: Messages.TooManyAttempts }, { status: 429 }),
      ),
    );
    const { user, passwordForm } = await open();
    await user.type(within(passwordForm).getByLabelText('Current password'), 'guess-one');
    await user.type(within(passwordForm).getByLabelText(/^New password/), 'new-password');
    await user.type(within(passwordForm).getByLabelText('Confirm new password'), 'new-password{Enter}');
    expect(await within(passwordForm).findByText(Messages.CurrentPasswordWrong)).toBeInTheDocument();
    await user.click(within(passwordForm).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(Messages.TooManyAttempts));
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@canopy/shared';
import { claimsOf } from '../../test/sessions';
import { notifyError } from '../../ui/notify';
import { renderRoute } from '../roles/testing';

vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
beforeEach(() => vi.clearAllMocks());

describe('the settings page', () => {
  it('lists the settings screens by area and opens one', async () => {
    const { router } = renderRoute('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    const accounts = screen.getByRole('region', { name: 'Accounts' });
    const chemicals = screen.getByRole('region', { name: 'Chemicals' });
    expect(within(chemicals).getByRole('link', { name: 'Chemical Settings' })).toHaveAttribute(
      'href',
      '/chemicals/settings',
    );
    expect(
      within(screen.getByRole('region', { name: 'Contracts' })).getByRole('link', {
        name: 'Contract Settings',
      }),
    ).toHaveAttribute('href', '/proposals/contracts/settings');
    await userEvent.click(within(accounts).getByRole('link', { name: 'Account Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/settings'));
  });

  it('is refused without Settings FullAccess', async () => {
    const { router } = renderRoute('/settings', claimsOf(5));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(notifyError).toHaveBeenCalledWith(Messages.NotAuthorized);
  });
});

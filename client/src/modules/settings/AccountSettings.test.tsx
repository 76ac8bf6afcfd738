import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages } from '@canopy/shared';
import { notifyError, notifySuccess } from '../../ui/notify';
import { renderRoute } from '../roles/testing';

vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const { server } = mockApi();
beforeEach(() => vi.clearAllMocks());

const lists: Record<string, { Id: number; Name: string }[]> = {
  accountTypes: [
    { Id: 1, Name: 'Customer' },
    { Id: 2, Name: 'Prospect' },
  ],
  sources: [{ Id: 4, Name: 'Referral' }],
};

function serveLists(read: string[] = []) {
  server.use(
    http.get('/api/v1/accounts/:list', ({ params }) => {
      read.push(String(params.list));
      return HttpResponse.json(lists[String(params.list)] ?? []);
    }),
  );
}

describe('account settings', () => {
  it('loads one list at a time and saves it whole', async () => {
    const read: string[] = [];
    serveLists(read);
    let body: unknown;
    server.use(
      http.put('/api/v1/accounts/accountTypes', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([...lists.accountTypes!, { Id: 3, Name: 'Partner' }]);
      }),
    );
    renderRoute('/accounts/settings');
    const user = userEvent.setup({ delay: null });
    const second = await screen.findByRole('textbox', { name: 'Account Types 2' });
    expect(read).toEqual(['accountTypes']);
    await user.click(second);
    await user.keyboard('{Enter}Partner');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(`Account Types ${Messages.SettingsListUpdated}`),
    );
    expect(body).toEqual([
      { Id: 1, Name: 'Customer' },
      { Id: 2, Name: 'Prospect' },
      { Id: 0, Name: 'Partner' },
    ]);
  });

  it('opens another list from its tab, keeping the choice in the address', async () => {
    const read: string[] = [];
    serveLists(read);
    const { router } = renderRoute('/accounts/settings');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('textbox', { name: 'Account Types 1' });
    await user.click(screen.getByRole('tab', { name: 'Sources' }));
    expect(await screen.findByRole('textbox', { name: 'Sources 1' })).toHaveValue('Referral');
    expect(router.state.location.search).toEqual({ list: 'sources' });
    expect(read).toEqual(['accountTypes', 'sources']);
  });

  it("shows the server's message when a save is refused", async () => {
    serveLists();
    server.use(
      http.put('/api/v1/accounts/accountTypes', () =>
        HttpResponse.json(
          { Message: 'Invalid', ModelState: { Service: ['Customer is used by 3 accounts.'] } },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/accounts/settings');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove Account Types 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Customer is used by 3 accounts.'));
  });

  it('says removed items must not be in use when the server gives no reason', async () => {
    serveLists();
    server.use(http.put('/api/v1/accounts/sources', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/accounts/settings?list=sources');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove Sources 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notifyError).mock.calls[0]![0]).toMatch(
      /update failed\. Make sure any removed items are not being used\.$/i,
    );
  });
});

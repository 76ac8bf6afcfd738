import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, UserRoles, type AccountLocation, type TransferAccount } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { claimsOf } from '../../test/sessions';
import { locationRoutes } from './routes';
import { locationFixture, mockLocationApi, signIn } from './testing';

const { server, calls, searches } = mockLocationApi();
let current: AccountLocation;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  signIn();
  current = locationFixture();
  server.use(http.get('/api/v1/accounts/accountLocations/9', () => HttpResponse.json(current)));
});

const open = async (path = '/accounts/location?id=9&acctId=5&acctName=Diaz%20Family') => {
  const rendered = renderRoutes(path, locationRoutes);
  await screen.findByRole('heading', { name: 'Oak Street House' }, { timeout: 15_000 });
  return rendered;
};

const account = (Id: number, Name: string): TransferAccount => ({
  Id,
  Name,
  BranchId: 1,
  BranchName: 'North Shore',
  StatusId: 2,
});

describe('the location info screen', { timeout: 30_000 }, () => {
  it('offers Active and Inactive but never Transferred as a status', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Active', 'Inactive']);
  });

  it('shows a transferred location’s status without letting anyone choose it', async () => {
    current = locationFixture({ StatusId: 3 });
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const transferred = await screen.findByRole('option', { name: 'Transferred' });
    expect(transferred).toHaveAttribute('data-combobox-disabled', 'true');
  });

  it('is read-only for a user with Account ReadOnly: no saves, no transfer, no note adds', async () => {
    signIn(claimsOf(UserRoles.BillingManager));
    const user = userEvent.setup({ delay: null });
    await open();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Address/ })).toBeDisabled();
    expect(screen.getByLabelText('Phone 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Link Sam Lee' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer inventory' })).toBeInTheDocument();

    server.use(
      http.post('/api/v1/accounts/accountLocations/notes/_search', () =>
        HttpResponse.json([], { headers: { 'X-List-Count': '0' } }),
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('No notes match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it('warns when no tax rate exists for the zip and links the map from the coordinates', async () => {
    current = locationFixture({
      TaxRateWarning: Messages.LocationTaxRateMissing,
      HasTaxRate: false,
      Latitude: 42.05,
      Longitude: -87.68,
    });
    await open();
    expect(screen.getByText(Messages.LocationTaxRateMissing)).toBeInTheDocument();
    const map = screen.getByRole('link', { name: /Map directions/ });
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('href')).toContain('42.05,-87.68');
  });

  it('refuses to save the contact info without a primary contact', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(await screen.findByRole('checkbox', { name: 'Link Rosa Diaz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Link Sam Lee' }));
    const panel = screen.getByRole('heading', { name: 'Contact info' }).parentElement!;
    // Sam became the only link, and so the primary; unlinking Rosa first left none.
    expect(within(panel).getByRole('radio', { name: 'Sam Lee is the primary contact' })).toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'Link Sam Lee' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(Messages.LocationPrimaryContactRequired)).toHaveLength(2));
    expect(calls).toEqual([]);
  });
});

describe('saving the location info panel', { timeout: 30_000 }, () => {
  it('sends the Version it read; after someone else’s save it offers to overwrite with theirs', async () => {
    const bodies: any[] = [];
    server.use(
      http.put('/api/v1/accounts/accountLocations', async ({ request }) => {
        const body = (await request.json()) as any;
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            { Message: 'Conflict', Current: locationFixture({ Version: 5, Directions: 'Side gate' }) },
            { status: 409 },
          );
        current = locationFixture({ Name: body.Name, Version: 6 });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    const name = screen.getByRole('textbox', { name: /^Location name/ });
    await user.clear(name);
    await user.type(name, 'Front lot');
    const panel = screen.getByRole('heading', { name: 'Location info' }).parentElement!;
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    await screen.findByRole('heading', { name: 'Front lot' });
    expect(bodies.map((b) => [b.Id, b.Version, b.Name])).toEqual([
      [9, 3, 'Front lot'],
      [9, 5, 'Front lot'],
    ]);
    expect(bodies[0]).toMatchObject({ StatusId: 1, BranchId: 1, SalesTerritoryId: 4, Zip: '60201' });
  });
});

describe('transferring a location', { timeout: 30_000 }, () => {
  it('searches accounts 20 at a time, confirms, shows a refusal, then moves the location', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => account(100 + i, `Account ${i + 1}`));
    server.use(
      http.post('/api/v1/accounts/accountLocations/9/transfer/_search', async ({ request }) => {
        const body = (await request.json()) as { Query: string; Skip: number };
        const rows = body.Query
          ? [account(77, 'Birch Co')]
          : body.Skip
            ? [account(120, 'Account 21')]
            : page1;
        return HttpResponse.json(rows, { headers: { 'X-List-Count': body.Query ? '1' : '21' } });
      }),
    );
    let refuse = true;
    server.use(
      http.post('/api/v1/accounts/accountLocations/9/transfer/77', () => {
        if (refuse) {
          refuse = false;
          const message = 'Failed to transfer Oak Street House to Birch Co. The account is archived.';
          return HttpResponse.json({ Message: message, ModelState: { Service: [message] } }, { status: 400 });
        }
        current = locationFixture({ AccountId: 77, AccountName: 'Birch Co', Version: 4 });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer location' });
    await within(dialog).findByText('Account 20');
    await user.click(within(dialog).getByRole('button', { name: 'Load 20 more' }));
    await within(dialog).findByText('Account 21');
    expect(searches.filter((s) => s.path.includes('/transfer/')).map((s) => s.body)).toEqual([
      { Query: '', Skip: 0, Take: 20 },
      { Query: '', Skip: 20, Take: 20 },
    ]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Search accounts' }), 'birch');
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Birch Co' }));
    expect(dialog).toHaveTextContent('Transfer Oak Street House from Diaz Family to Birch Co?');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('Failed to transfer Oak Street House to Birch Co. The account is archived.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Oak Street House now belongs to Birch Co.')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ acctId: 77, acctName: 'Birch Co' }),
    );
    expect(screen.getByRole('link', { name: 'Birch Co' })).toHaveAttribute('href', '/accounts/info?id=77');
    expect(calls.filter((c) => c.path.includes('/transfer/'))).toHaveLength(2);
  });
});

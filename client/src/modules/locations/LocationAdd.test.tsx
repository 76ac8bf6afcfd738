import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { locationRoutes } from './routes';
import { locationFixture, mockLocationApi, signIn } from './testing';

const { server, calls } = mockLocationApi();
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => signIn());

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(/^Address/), '12 Oak St');
  await user.type(textbox(/^City/), 'Evanston');
  await user.type(textbox(/^State/), 'il');
  await user.type(textbox(/^Zip/), '60201');
}

describe('adding a location', { timeout: 30_000 }, () => {
  it('refuses without a primary contact, with the spec’s message, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/accounts/location/add?id=5&acctName=Diaz%20Family', locationRoutes);
    // The account's primary contact starts as the location's; unlinking it leaves none.
    const rosa = await screen.findByRole('checkbox', { name: 'Link Rosa Diaz' }, { timeout: 15_000 });
    expect(rosa).toBeChecked();
    await user.click(rosa);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Add location' }));

    // Said twice: as a notification and under the contacts.
    await waitFor(() => expect(screen.getAllByText(Messages.LocationPrimaryContactRequired)).toHaveLength(2));
    expect(calls).toEqual([]);
  });

  it('adds with Work phones, the chosen primary contact and the zip’s territory, then opens it', async () => {
    server.use(
      http.post('/api/v1/accounts/accountLocations', () => HttpResponse.json(locationFixture())),
      http.get('/api/v1/accounts/accountLocations/9', () => HttpResponse.json(locationFixture())),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/accounts/location/add?id=5&acctName=Diaz%20Family', locationRoutes);
    await screen.findByRole('checkbox', { name: 'Link Rosa Diaz' }, { timeout: 15_000 });
    await fillAddress(user);
    await user.type(screen.getByLabelText('Phone 1'), '8475550123');
    await user.click(screen.getByRole('radio', { name: 'Sam Lee is the primary contact' }));
    await user.click(screen.getByRole('button', { name: 'Add location' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/location'));
    expect(router.state.location.search).toMatchObject({ id: 9, acctId: 5, acctName: 'Diaz Family' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/accounts/accountLocations',
        body: {
          AccountId: 5,
          Name: null,
          Address: '12 Oak St',
          City: 'Evanston',
          State: 'IL',
          Zip: '60201',
          BranchId: 1,
          SalesTerritoryId: null,
          StatusId: 1,
          SalesRepId: null,
          IsBillTo: false,
          LocationPhoneNumbers: [{ Phone: '8475550123', Extension: null, PhoneTypeId: 2, IsPreferred: true }],
          ContactLocations: [
            { ContactId: 31, IsPrimaryContact: false },
            { ContactId: 32, IsPrimaryContact: true },
          ],
          CallAhead: false,
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Oak Street House' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('shows the server’s field errors beside the fields', async () => {
    server.use(
      http.post('/api/v1/accounts/accountLocations', () =>
        HttpResponse.json(
          {
            Message: Messages.LocationSaveFailed,
            ModelState: { Zip: ['Please enter a 5-digit zip code, or zip+4.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/accounts/location/add?id=5', locationRoutes);
    await screen.findByRole('checkbox', { name: 'Link Rosa Diaz' }, { timeout: 15_000 });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Please enter a 5-digit zip code, or zip+4.')).toBeInTheDocument();
    expect(screen.getByText(Messages.LocationSaveFailed)).toBeInTheDocument();
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRoles } from '@canopy/shared';
import { useReturnPages } from '../../app/session/returnPages';
import { useSessionStore } from '../../app/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../app/testing/sessions';
import { serviceItemRoutes } from './routes';
import { inventoryServer } from './testing';

const { server, calls } = inventoryServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  useReturnPages.getState().clear();
});
afterAll(() => server.close());

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);
const LIST = '/serviceitem/?accountLocationID=12&accName=Oak%20Estates&locName=Main%20house';
const searches = () => calls.filter((c) => c.path === '/api/v1/serviceItems/_search');

describe('the inventory of a location', { timeout: 20_000 }, () => {
  it('asks for every item of the location at once and names other kinds of plant with their scientific name', async () => {
    signIn();
    renderRoutes(LIST, serviceItemRoutes);
    const mapleRow = (await screen.findByText('Japanese maple', {}, { timeout: 5000 })).closest('tr')!;

    expect(searches()[0]!.body).toMatchObject({ AccountLocationId: 12, Skip: 0, Take: 9999 });
    const scientific = within(mapleRow).getByText('Acer palmatum');
    expect(scientific).toHaveStyle({ fontStyle: 'italic' });
    expect(within(mapleRow).getByText('Other')).toBeInTheDocument();

    const oakRow = screen.getByText('Tree').closest('tr')!;
    for (const text of ['7-12 in DBH', 'Front yard', 'Fair', '42.0451, -87.6877'])
      expect(within(oakRow).getByText(text)).toBeInTheDocument();
    expect(within(oakRow).getByText(/^Large oak by the driveway.*…$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveTextContent('Oak Estates · Main house');
  });

  it('searches on the server and opens an item with the location carried along', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoutes(LIST, serviceItemRoutes);
    await screen.findByText('Japanese maple', {}, { timeout: 5000 });

    await user.type(screen.getByRole('textbox', { name: /search/i }), 'maple');
    await waitFor(() => expect(searches().at(-1)!.body).toMatchObject({ Query: 'maple', Take: 9999 }));

    await user.click(screen.getByRole('button', { name: /Japanese maple/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/serviceitem/info'));
    expect(router.state.location.search).toMatchObject({
      id: 102,
      accountLocationID: 12,
      accName: 'Oak Estates',
      locName: 'Main house',
    });
  });

  it('offers Add item with Account Full only, and goes to the add page with account and location', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoutes(LIST, serviceItemRoutes);
    await user.click(await screen.findByRole('button', { name: 'Add item' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/serviceitem/add'));
    expect(router.state.location.search).toMatchObject({ accountId: 3, locationId: 12 });
  });

  it('shows the list without Add item to a read-only user', async () => {
    signIn(claimsOf(UserRoles.BillingManager));
    renderRoutes(LIST, serviceItemRoutes);
    await screen.findByText('Japanese maple', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });

  it('goes back to the location screen, with the account found from the location', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoutes('/serviceitem/?accountLocationID=12', serviceItemRoutes);
    // The names come from the location when the link did not bring them.
    await waitFor(
      () => expect(screen.getByLabelText('Location')).toHaveTextContent('Oak Estates · Main house'),
      {
        timeout: 5000,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/location'));
    expect(router.state.location.search).toMatchObject({ id: 12, acctName: 'Oak Estates', acctId: 3 });
  });
});

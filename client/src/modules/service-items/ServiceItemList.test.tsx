import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRoles } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { readPins } from '../../offline/pins';
import {
  closeTestDevice,
  goOffline,
  openTestDevice,
  tableRow,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { serviceItemRoutes } from './routes';
import { mockInventoryApi, keepChoices, location, maple, oak } from './testing';

installFakeIndexedDb();

mockInventoryApi();
let device: TestDevice;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(async () => {
  device = openTestDevice();
  await keepChoices(device);
  await device.pulled('serviceItem', oak);
  await device.pulled('serviceItem', maple);
});
afterEach(async () => {
  useReturnPages.getState().clear();
  await closeTestDevice();
});

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);
const LIST = '/serviceitem/?accountLocationID=12&accName=Oak%20Estates&locName=Main%20house';
const rowOf = tableRow;

describe('the inventory of a location', { timeout: 20_000 }, () => {
  it('lists the items kept on the device, naming other kinds of plant with their scientific name', async () => {
    signIn();
    renderRoutes(LIST, serviceItemRoutes);
    const mapleRow = await rowOf('Japanese maple');
    const scientific = within(mapleRow).getByText('Acer palmatum');
    expect(scientific).toHaveStyle({ fontStyle: 'italic' });
    expect(within(mapleRow).getByText('Other')).toBeInTheDocument();

    const oakRow = screen.getByText('Tree').closest('tr')!;
    for (const text of ['7-12 in DBH', 'Front yard', 'Fair', '42.0451, -87.6877'])
      expect(within(oakRow).getByText(text)).toBeInTheDocument();
    expect(within(oakRow).getByText(/^Large oak by the driveway.*…$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveTextContent('Oak Estates · Main house');
    expect(within(oakRow).queryByText('Not synced')).not.toBeInTheDocument();
  });

  it('keeps a location opened online on the device', async () => {
    signIn();
    renderRoutes(LIST, serviceItemRoutes);
    await rowOf('Japanese maple');
    await waitFor(async () => expect((await readPins(device.ctx.db))?.LocationIds).toEqual([12]));
    expect(device.ctx.syncRequests).toContainEqual({ now: true });
  });

  it('searches on the device and opens an item with the location carried along', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoutes(LIST, serviceItemRoutes);
    await rowOf('Japanese maple');

    await user.type(screen.getByRole('textbox', { name: /search/i }), 'maple');
    await waitFor(() => expect(screen.queryByText('Tree')).not.toBeInTheDocument());
    expect(router.state.location.search).toMatchObject({ q: 'maple' });

    await user.click(screen.getByRole('button', { name: /Japanese maple/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/serviceitem/info'));
    expect(router.state.location.search).toMatchObject({
      id: 102,
      accountLocationID: 12,
      accName: 'Oak Estates',
      locName: 'Main house',
    });
  });

  it('shows items added on this device as not synced, and opens them by their key', async () => {
    await device.ctx.store.putRecord({
      Entity: 'serviceItem',
      Key: 'tree-on-device',
      Id: null,
      Version: 0,
      Data: { ...oak, Id: 0, Name: 'Shrub', TypeName: 'Shrub', Notes: null, Version: 0 },
      Base: null,
      Pending: 1,
      NeedsReview: false,
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoutes(LIST, serviceItemRoutes);
    const row = await rowOf('Shrub');
    expect(within(row).getByText('Not synced')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Shrub/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/serviceitem/info'));
    expect(router.state.location.search).toMatchObject({ key: 'tree-on-device', accountLocationID: 12 });
  });

  it('shows items synced from other devices as they arrive', async () => {
    signIn();
    renderRoutes(LIST, serviceItemRoutes);
    await rowOf('Japanese maple');
    await device.pulled('serviceItem', { ...oak, Id: 105, Name: 'Linden', TypeName: 'Linden', Notes: null });
    expect(await screen.findByText('Linden')).toBeInTheDocument();
  });

  it('offers Add item with Account Full only, and goes to the add page with account and location', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoutes(LIST, serviceItemRoutes);
    await rowOf('Japanese maple');
    await user.click(await screen.findByRole('button', { name: 'Add item' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/serviceitem/add'));
    expect(router.state.location.search).toMatchObject({ accountId: 3, locationId: 12 });
  });

  it('offers no Add item to an arborist, whose role may not open the add page, even at a location of his branch', async () => {
    signIn(claimsOf(UserRoles.Arborist));
    renderRoutes(LIST, serviceItemRoutes);
    await rowOf('Japanese maple');
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });

  it('shows the list without Add item to a read-only user', async () => {
    signIn(claimsOf(UserRoles.BillingManager));
    renderRoutes(LIST, serviceItemRoutes);
    await rowOf('Japanese maple');
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });

  it('goes back to the location screen, with the account found from the location', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoutes('/serviceitem/?accountLocationID=12', serviceItemRoutes);
    // The names come from the location when the link did not bring them.
    await waitFor(
      () => expect(screen.getByLabelText('Location')).toHaveTextContent('Oak Estates · Main house'),
      { timeout: 15_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/location'));
    expect(router.state.location.search).toMatchObject({ id: 12, acctName: 'Oak Estates', acctId: 3 });
  });

  it('works with no connection, naming the location from the copy kept on the device', async () => {
    await device.lookup('/accounts/accountLocations/12', location);
    goOffline();
    signIn();
    renderRoutes('/serviceitem/?accountLocationID=12', serviceItemRoutes);
    await rowOf('Japanese maple');
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent('Oak Estates · Main house'),
    );
  });
});

import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, UserRoles } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { readPins } from '../../offline/pins';
import {
  closeTestDevice,
  goOffline,
  goOnline,
  openTestDevice,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { ServiceItemMessages as M } from './messages';
import { ITEM_NOT_OFFLINE } from './ServiceItemInfoPage';
import { serviceItemRoutes } from './routes';
import { mockInventoryApi, keepChoices, location, oak } from './testing';
import { SAVED_ON_DEVICE } from '../../offline/status';

installFakeIndexedDb();

const { server, calls } = mockInventoryApi();
let device: TestDevice;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(async () => {
  device = openTestDevice();
  await keepChoices(device);
  await device.pulled('serviceItem', oak);
});
afterEach(async () => {
  useReturnPages.getState().clear();
  await closeTestDevice();
});

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);
const INFO = '/serviceitem/info?id=101&accountLocationID=12&accName=Oak%20Estates&locName=Main%20house';

async function open(path = INFO, title = 'Service Item: Tree') {
  const rendered = renderRoutes(path, serviceItemRoutes);
  await screen.findByRole('heading', { name: title }, { timeout: 15_000 });
  return rendered;
}

describe('an item of a location', { timeout: 30_000 }, () => {
  it('queues an edit as the save body without Id and Version, based on the version it started from', async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    await open();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Pruned in May');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.Updated)).toBeInTheDocument();
    expect(await screen.findByText('Not synced')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Entity: 'serviceItem',
        Op: 'update',
        Id: 101,
        BaseVersion: 3,
        Data: {
          TypeId: 1,
          OtherServiceItemTypeId: null,
          SizeId: 7,
          LocationId: 4,
          ConditionId: 2,
          Latitude: 42.0451,
          Longitude: -87.6877,
          Notes: 'Pruned in May',
        },
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('names the choices of an edit from the lists on the device', async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('combobox', { name: 'Condition' }));
    await user.click(await screen.findByRole('option', { name: 'Good' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await device.ctx.store.getRecord('serviceItem', 's:101'))?.Data).toMatchObject({
        ConditionId: 1,
        ConditionName: 'Good',
        SizeName: '7-12 in DBH',
      }),
    );
  });

  it('marks an item the server sent back for review, with the way to the review page', async () => {
    await device.ctx.store.putRecord({
      ...(await device.ctx.store.getRecord('serviceItem', 's:101'))!,
      NeedsReview: true,
    });
    signIn();
    await open();
    expect(screen.getByRole('link', { name: 'Needs review' })).toHaveAttribute('href', '/sync/review');
  });

  it("is read-only to a branch manager of another branch's location", async () => {
    server.use(
      http.get('/api/v1/accounts/accountLocations/12', () => HttpResponse.json({ ...location, BranchId: 2 })),
    );
    signIn(claimsOf(UserRoles.BranchManager));
    await open();
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my position' })).not.toBeInTheDocument();
  });

  it('lets a branch manager edit at a location of their branch, known offline from the copy on the device', async () => {
    goOffline();
    signIn(claimsOf(UserRoles.BranchManager));
    // Without names in the link, they show once the location (and its branch) is read.
    await open('/serviceitem/info?id=101');
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('Oak Estates'));
    expect(screen.queryByText('Read only')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
  });

  it('deletes after confirming and returns to the list', async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/serviceitem/'));
    expect(router.state.location.search).toMatchObject({ accountLocationID: 12, accName: 'Oak Estates' });
    expect(screen.getByText(M.Deleted)).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({ Entity: 'serviceItem', Op: 'delete', Id: 101, BaseVersion: 3 }),
    ]);
    expect(await screen.findByText('No items are recorded at this location yet.')).toBeInTheDocument();
  });

  it('opens an item added on this device by its key, and its edit replaces the queued add', async () => {
    goOffline();
    const save = device.ctx.engine.create('serviceItem', {
      view: { ...oak, Id: 0, Name: 'Shrub', TypeId: 2, TypeName: 'Shrub', Version: 0 },
      body: { AccountLocationId: 12, TypeId: 2, Notes: null },
    });
    const key = await save;
    signIn();
    const user = userEvent.setup({ delay: null });
    await open(`/serviceitem/info?key=${key}&accountLocationID=12`, 'Service Item: Shrub');
    expect(screen.getByText('Not synced')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' Leaning');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Without a connection the edit waits on the device, and the message says so.
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Op: 'create',
        Data: expect.objectContaining({
          AccountLocationId: 12,
          TypeId: 2,
          Notes: expect.stringMatching(/Leaning$/),
        }),
      }),
    ]);
  });

  it('says so offline when the item is not on the device, and online keeps its location for next time', async () => {
    server.use(
      http.get('/api/v1/serviceItems/300', () =>
        HttpResponse.json({ ...oak, Id: 300, AccountLocationId: 14 }),
      ),
      http.get('/api/v1/accounts/accountLocations/14', () => HttpResponse.json({ ...location, Id: 14 })),
    );
    goOffline();
    signIn();
    const { router } = renderRoutes('/serviceitem/info?id=300', serviceItemRoutes);
    expect(await screen.findByText(ITEM_NOT_OFFLINE, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(Messages.NotFound).not.toBe(ITEM_NOT_OFFLINE);

    goOnline();
    await waitFor(async () => expect((await readPins(device.ctx.db))?.LocationIds).toContain(14));
    expect(router.state.location.pathname).toBe('/serviceitem/info');
  });
});

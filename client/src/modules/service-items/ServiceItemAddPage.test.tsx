import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import {
  closeTestDevice,
  goOffline,
  openTestDevice,
  tableRow,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { ServiceItemMessages as M } from './messages';
import { serviceItemRoutes } from './routes';
import { mockInventoryApi, keepChoices } from './testing';

installFakeIndexedDb();

const { calls } = mockInventoryApi();
let device: TestDevice;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(async () => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  device = openTestDevice();
  await keepChoices(device);
});
afterEach(async () => {
  useReturnPages.getState().clear();
  Reflect.deleteProperty(navigator, 'geolocation');
  await closeTestDevice();
});

type User = ReturnType<typeof userEvent.setup>;
const ADD = '/serviceitem/add?accountId=3&locationId=12';
const writes = () => calls.filter((c) => !c.path.endsWith('/_search'));
const queued = async () => (await device.outbox()).map((e) => [e.Entity, e.Op, e.Data]);
const typeField = () => screen.getByRole('combobox', { name: /^Item type/ });

async function open() {
  const rendered = renderRoutes(ADD, serviceItemRoutes);
  await screen.findByRole('heading', { name: 'Add Service Item' }, { timeout: 15_000 });
  await waitFor(() =>
    expect(screen.getByLabelText('Location')).toHaveTextContent('Oak Estates · Main house'),
  );
  return rendered;
}

async function pick(user: User, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('adding an item to a location', { timeout: 30_000 }, () => {
  it('checks the kind and the position before keeping anything', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '95');
    await user.click(screen.getByRole('button', { name: 'Save item' }));

    expect(await screen.findByText(Messages.ServiceItemKindRequired)).toBeInTheDocument();
    expect(screen.getByText(M.LatitudeRange)).toBeInTheDocument();
    // The input does not clamp: the typed 95 stays for the user to correct.
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('95');

    await user.clear(screen.getByRole('textbox', { name: 'Latitude' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '42.1');
    await pick(user, typeField(), 'Tree');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText(M.BothOrNeither)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(await device.outbox()).toEqual([]);
  });

  it("offers the sizes of the item type's service groups, and clears a size that no longer fits", async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    const sizeField = () => screen.getByRole('combobox', { name: 'Size' });
    const offered = async () => {
      await user.click(sizeField());
      const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
      await user.keyboard('{Escape}');
      return names;
    };
    await pick(user, typeField(), 'Tree');
    expect(await offered()).toEqual(['0-6 in DBH', '7-12 in DBH']);
    await pick(user, sizeField(), '7-12 in DBH');
    await pick(user, typeField(), 'Shrub');
    await waitFor(() => expect(sizeField()).toHaveValue(''));
    expect(await offered()).toEqual(['0-50 sq ft']);
  });

  it('adds a kind of plant to the location online and queues the item as that kind', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await pick(user, typeField(), 'Other (not in the catalogue)');
    // The location has no kinds yet, so the form asks for the first one straight away.
    await user.type(
      await screen.findByRole('textbox', { name: /^Plant name/ }, { timeout: 15_000 }),
      'Japanese maple',
    );
    await user.type(screen.getByRole('textbox', { name: 'Scientific name' }), 'Acer palmatum');
    await user.click(screen.getByRole('button', { name: 'Add kind' }));

    const kind = await screen.findByRole('combobox', { name: /^Kind of plant/ });
    await waitFor(() => expect(kind).toHaveValue('Japanese maple (Acer palmatum)'));
    await pick(user, screen.getByRole('combobox', { name: 'Size' }), '0-6 in DBH');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'By the pond');
    await user.click(screen.getByRole('button', { name: 'Save item' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/serviceitem/'));
    expect(writes().map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/api/v1/serviceItems/addAccountLocationOtherItemType',
        { Name: 'Japanese maple', ScientificName: 'Acer palmatum', AccountLocationId: 12 },
      ],
    ]);
    expect(await queued()).toEqual([
      [
        'serviceItem',
        'create',
        {
          AccountLocationId: 12,
          TypeId: null,
          OtherServiceItemTypeId: 31,
          SizeId: 6,
          LocationId: null,
          ConditionId: null,
          Latitude: null,
          Longitude: null,
          Notes: 'By the pond',
        },
      ],
    ]);
    expect(screen.getByText(M.Added)).toBeInTheDocument();
    // Back on the list, the new item shows at once, waiting for the server.
    const row = await tableRow('0-6 in DBH');
    expect(within(row).getByText('Japanese maple')).toBeInTheDocument();
    expect(within(row).getByText('Not synced')).toBeInTheDocument();
  });

  it('adds trees with no connection, staying for the next when asked, the position from the device', async () => {
    goOffline();
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 42.04512345678, longitude: -87.68771, accuracy: 8 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Add another item after saving' }));

    for (const n of [1, 2]) {
      await pick(user, typeField(), 'Tree');
      await user.click(screen.getByRole('button', { name: 'Use my position' }));
      expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('42.0451235');
      await user.click(screen.getByRole('button', { name: 'Save and add another' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${n} item`));
      await waitFor(() => expect(typeField()).toHaveValue(''));
    }
    expect(router.state.location.pathname).toBe('/serviceitem/add');
    expect(writes()).toEqual([]);
    expect(await queued()).toEqual([
      [
        'serviceItem',
        'create',
        expect.objectContaining({ TypeId: 1, Latitude: 42.0451235, Longitude: -87.68771 }),
      ],
      [
        'serviceItem',
        'create',
        expect.objectContaining({ TypeId: 1, Latitude: 42.0451235, Longitude: -87.68771 }),
      ],
    ]);
  });

  it('offers only the kinds of plant already recorded at the location when offline', async () => {
    goOffline();
    const user = userEvent.setup({ delay: null });
    await open();
    await pick(user, typeField(), 'Other (not in the catalogue)');
    expect(await screen.findByText('New kinds of plant can be added with a connection.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New kind' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Plant name/ })).not.toBeInTheDocument();
  });
});

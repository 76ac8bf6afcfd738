import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@canopy/shared';
import { useReturnPages } from '../../app/session/returnPages';
import { useSessionStore } from '../../app/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../app/testing/sessions';
import { ServiceItemMessages as M } from './messages';
import { serviceItemRoutes } from './routes';
import { inventoryServer } from './testing';

const { server, calls } = inventoryServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  useReturnPages.getState().clear();
  Reflect.deleteProperty(navigator, 'geolocation');
});
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;
const ADD = '/serviceitem/add?accountId=3&locationId=12';
const writes = () => calls.filter((c) => !c.path.endsWith('/_search'));
const typeField = () => screen.getByRole('combobox', { name: /^Item type/ });

async function open() {
  const rendered = renderRoutes(ADD, serviceItemRoutes);
  await screen.findByRole('heading', { name: 'Add Service Item' }, { timeout: 5000 });
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
  it('checks the kind and the position before sending anything', async () => {
    const user = userEvent.setup();
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
  });

  it('adds a kind of plant to the location and records the item as that kind', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    await pick(user, typeField(), 'Other (not in the catalogue)');
    // The location has no kinds yet, so the form asks for the first one straight away.
    await user.type(await screen.findByRole('textbox', { name: /^Plant name/ }), 'Japanese maple');
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
      [
        'POST',
        '/api/v1/serviceItems',
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
  });

  it('stays for the next item when asked, and fills the position from the device', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 42.04512345678, longitude: -87.68771, accuracy: 8 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Add another item after saving' }));

    for (const n of [1, 2]) {
      await pick(user, typeField(), 'Tree');
      await user.click(screen.getByRole('button', { name: 'Use my position' }));
      expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('42.0451235');
      await user.click(screen.getByRole('button', { name: 'Save and add another' }));
      expect(await screen.findByRole('status')).toHaveTextContent(`${n} item`);
      await waitFor(() => expect(typeField()).toHaveValue(''));
    }
    expect(router.state.location.pathname).toBe('/serviceitem/add');
    const posts = writes().filter((c) => c.path === '/api/v1/serviceItems');
    expect(posts.map((c) => c.body)).toEqual([
      expect.objectContaining({ TypeId: 1, Latitude: 42.0451235, Longitude: -87.68771 }),
      expect.objectContaining({ TypeId: 1, Latitude: 42.0451235, Longitude: -87.68771 }),
    ]);
  });
});

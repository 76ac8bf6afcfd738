import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, type ItemLocation, type ItemSize, type ItemTypeRow } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { inventorySettingsRoutes } from './routes';

const locations: ItemLocation[] = [
  { Id: 1, Name: 'Front yard', Archived: false, Version: 2 },
  { Id: 2, Name: 'Back yard', Archived: false, Version: 1 },
];
const sizes: ItemSize[] = [
  {
    Id: 7,
    Name: '0-6 in DBH',
    SizeUnitOfMeasureId: 1,
    SizeUnitOfMeasure: 'DBH inches',
    ServiceGroups: [1],
    SortOrder: 1,
    Archived: false,
    Version: 3,
  },
];
const types: ItemTypeRow[] = [{ Id: 5, Name: 'Tree', ServiceGroups: [1, 2], Archived: false, Version: 1 }];
const calls: { method: string; path: string; body?: unknown }[] = [];

const list =
  <T,>(rows: T[]) =>
  async ({ request }: { request: Request }) => {
    calls.push({ method: 'SEARCH', path: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });
  };
const echo = async ({ request }: { request: Request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  return HttpResponse.json({
    Archived: false,
    SizeUnitOfMeasure: null,
    SortOrder: 1,
    ...body,
    Id: body.Id || 99,
    Version: 9,
  });
};

mockApi([
  http.post('/api/v1/serviceItems/locations/_search', list(locations)),
  http.post('/api/v1/serviceItems/sizes/_search', list(sizes)),
  http.post('/api/v1/serviceItems/types/_search', list(types)),
  http.post('/api/v1/serviceItems/locations', echo),
  http.put('/api/v1/serviceItems/locations', echo),
  http.put('/api/v1/serviceItems/sizes', echo),
  http.post('/api/v1/serviceItems/sizes', echo),
  http.post('/api/v1/serviceItems/:list/:id/toggleArchived', ({ params }) => {
    calls.push({ method: 'TOGGLE', path: `${String(params.list)}/${String(params.id)}` });
    return HttpResponse.json({});
  }),
  http.get('/api/v1/serviceItems/sizeunitsofmeasure', () =>
    HttpResponse.json([
      { Id: 1, Name: 'DBH inches' },
      { Id: 2, Name: 'Square feet' },
    ]),
  ),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  calls.length = 0;
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const saves = () => calls.filter((c) => c.method === 'POST' || c.method === 'PUT');

describe('the item settings lists', { timeout: 20_000 }, () => {
  it('pages item types 12 at a time and asks for archived ones only when switched on', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/serviceitemsetting/itemtypes', inventorySettingsRoutes);
    await screen.findByText('Tree', {}, { timeout: 15_000 });
    expect(calls[0]!.body).toEqual({ Query: '', Skip: 0, Take: 12, IncludeArchived: false });
    expect(within(rowOf('Tree')).getByText('Plant Health Care')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Include archived' }));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ IncludeArchived: true }));
  });

  it('archives an item type only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/serviceitemsetting/itemtypes', inventorySettingsRoutes);
    await screen.findByText('Tree', {}, { timeout: 15_000 });
    await user.click(within(rowOf('Tree')).getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive' });
    expect(within(dialog).getByText("Archive 'Tree'?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'TOGGLE')).toEqual([{ method: 'TOGGLE', path: 'types/5' }]),
    );
  });

  it('adds and renames locations inline, one row at a time, on the listed Version', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/serviceitemsetting/locations', inventorySettingsRoutes);
    await screen.findByText('Front yard', {}, { timeout: 15_000 });
    await user.click(within(rowOf('Front yard')).getByRole('button', { name: 'Edit' }));
    await user.click(within(rowOf('Back yard')).getByRole('button', { name: 'Edit' }));
    const prompt = screen.getByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    const name = screen.getByRole('textbox', { name: 'Location name' });
    await user.clear(name);
    await user.type(name, 'Front lawn ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ method: 'PUT', body: { Id: 1, Name: 'Front lawn', Version: 2 } });
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    await user.type(screen.getByRole('textbox', { name: 'Location name' }), 'Side yard');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual({
      method: 'POST',
      path: '/api/v1/serviceItems/locations',
      body: { Id: 0, Name: 'Side yard' },
    });
  });

  it('edits a size inline: unit of measure, service groups and sort order', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/serviceitemsetting/sizes', inventorySettingsRoutes);
    await screen.findByText('0-6 in DBH', {}, { timeout: 15_000 });
    expect(within(rowOf('0-6 in DBH')).getByText('DBH inches')).toBeInTheDocument();
    await user.click(within(rowOf('0-6 in DBH')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Unit of measure' }));
    await user.click(await screen.findByRole('option', { name: 'Square feet' }));
    await user.click(screen.getByRole('combobox', { name: 'Service groups' }));
    await user.click(await screen.findByRole('option', { name: 'Lawn Care' }));
    const order = screen.getByRole('textbox', { name: 'Sort order' });
    await user.clear(order);
    await user.type(order, '4.5');
    expect(order).toHaveValue('45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({
      Id: 7,
      Name: '0-6 in DBH',
      SizeUnitOfMeasureId: 2,
      ServiceGroups: [1, 3],
      SortOrder: 45,
      Version: 3,
    });

    await user.click(await screen.findByRole('button', { name: 'Add Size' }));
    await user.type(screen.getByRole('textbox', { name: 'Size name' }), '31+ in DBH');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    // No position typed: the server puts the new size last.
    expect(saves()[1]).toEqual({
      method: 'POST',
      path: '/api/v1/serviceItems/sizes',
      body: { Id: 0, Name: '31+ in DBH', SizeUnitOfMeasureId: null, ServiceGroups: [] },
    });
  });

  it('lets a read-only user look without editing or archiving', async () => {
    useSessionStore
      .getState()
      .signIn(loginResponse({ claims: { ...adminClaims, InventoryItems: 1 } }), false);
    renderRoutes('/serviceitemsetting/sizes', inventorySettingsRoutes);
    await screen.findByText('0-6 in DBH', {}, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Size' })).not.toBeInTheDocument();
  });
});

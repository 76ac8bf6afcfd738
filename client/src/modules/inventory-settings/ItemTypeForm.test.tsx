import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { WEED_TYPES_LAWN_ONLY, type ItemType } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { inventorySettingsRoutes } from './routes';

const shrub: ItemType = {
  Id: 5,
  Name: 'Shrub',
  ServiceGroups: [2],
  Insects: [11],
  Diseases: [],
  WeedTypes: [],
  EcologicalProblems: [],
  Archived: false,
  Version: 4,
};
const lists: Record<string, { Id: number; Name: string }[]> = {
  insects: [{ Id: 11, Name: 'Aphids' }],
  diseases: [{ Id: 21, Name: 'Anthracnose' }],
  'weed-types': [{ Id: 31, Name: 'Crabgrass' }],
  'ecological-problems': [{ Id: 41, Name: 'Compaction' }],
};
const saves: { method: string; body: Record<string, unknown> }[] = [];
let stored = shrub;

const { server } = mockApi([
  http.get('/api/v1/serviceItems/types/5', () => HttpResponse.json(stored)),
  http.get('/api/v1/inventory-meta-items/simple/:path', ({ params }) =>
    HttpResponse.json(lists[String(params.path)]),
  ),
  http.put('/api/v1/serviceItems/types', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push({ method: 'PUT', body });
    return HttpResponse.json({ ...stored, ...body, Version: 5 });
  }),
  http.post('/api/v1/serviceItems/types', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push({ method: 'POST', body });
    stored = { ...shrub, ...(body as Partial<ItemType>), Id: 5, Version: 1 };
    return HttpResponse.json(stored);
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  saves.length = 0;
  stored = shrub;
});

const field = (name: string) => screen.getByRole('combobox', { name });

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the item type screen', { timeout: 20_000 }, () => {
  it('offers weed types only once Lawn Care is among the service groups', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/serviceitemsetting/itemTypes/info?id=5', inventorySettingsRoutes);
    await screen.findByRole('heading', { name: 'Item Type: Shrub' }, { timeout: 15_000 });
    expect(field('Weed Types')).toBeDisabled();
    expect(screen.getByText(WEED_TYPES_LAWN_ONLY)).toBeInTheDocument();
    expect(await screen.findByText('Aphids')).toBeInTheDocument();

    await pick(user, 'Service groups', 'Lawn Care');
    await waitFor(() => expect(field('Weed Types')).toBeEnabled());
    expect(screen.queryByText(WEED_TYPES_LAWN_ONLY)).not.toBeInTheDocument();
    await pick(user, 'Weed Types', 'Crabgrass');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      method: 'PUT',
      body: {
        Id: 5,
        Name: 'Shrub',
        ServiceGroups: [2, 3],
        Insects: [11],
        Diseases: [],
        WeedTypes: [31],
        EcologicalProblems: [],
        Version: 4,
      },
    });
  });

  it("shows the server's refusal on weed types kept after Lawn Care is removed", async () => {
    stored = { ...shrub, ServiceGroups: [3], WeedTypes: [31] };
    server.use(
      http.put('/api/v1/serviceItems/types', () =>
        HttpResponse.json(
          { Message: WEED_TYPES_LAWN_ONLY, ModelState: { WeedTypes: [WEED_TYPES_LAWN_ONLY] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/serviceitemsetting/itemTypes/info?id=5', inventorySettingsRoutes);
    await screen.findByText('Crabgrass', {}, { timeout: 15_000 });
    await user.click(field('Service groups'));
    await user.keyboard('{Backspace}{Escape}');
    await waitFor(() => expect(screen.getByText(WEED_TYPES_LAWN_ONLY)).toBeInTheDocument());
    // Still open, so the stray weed types can be taken off.
    expect(field('Weed Types')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Weed Types')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(WEED_TYPES_LAWN_ONLY)).toHaveLength(1);
  });

  it('adds a type and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/serviceitemsetting/itemTypes/add', inventorySettingsRoutes);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 15_000 }), 'Hedge');
    await pick(user, 'Diseases', 'Anthracnose');
    await user.click(screen.getByRole('button', { name: 'Create item type' }));
    await waitFor(() => expect(router.state.location.href).toBe('/serviceitemsetting/itemTypes/info?id=5'));
    expect(saves[0]).toEqual({
      method: 'POST',
      body: {
        Id: 0,
        Name: 'Hedge',
        ServiceGroups: [],
        Insects: [],
        Diseases: [21],
        WeedTypes: [],
        EcologicalProblems: [],
      },
    });
  });

  it('shows a read-only user the type without a way to change it', async () => {
    useSessionStore
      .getState()
      .signIn(loginResponse({ claims: { ...adminClaims, InventoryItems: 1 } }), false);
    renderRoutes('/serviceitemsetting/itemTypes/info?id=5', inventorySettingsRoutes);
    await screen.findByText('Read only', {}, { timeout: 15_000 });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

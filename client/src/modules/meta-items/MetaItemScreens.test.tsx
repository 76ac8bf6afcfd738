import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UserRoles, WEED_TYPES_LAWN_ONLY, type MetaItemRecord, type MetaItemRow } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { mockApi } from '../../test/mockApi';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { metaItemRoutes } from './routes';

const row = (Id: number, Name: string, ScientificName: string | null = null): MetaItemRow => ({
  Id,
  Name,
  ScientificName,
  Archived: false,
  ImageCount: 0,
  Version: 1,
});
const crabgrass: MetaItemRecord = {
  Item: {
    Id: 31,
    Name: 'Crabgrass',
    ScientificName: 'Digitaria',
    Description: null,
    Archived: false,
    Version: 2,
  },
  ServiceItemIds: [3],
  ChemicalIds: [],
  Images: [
    { Id: 40, Route: 'weed-types/31/40', FileName: 'crabgrass.png', Url: '/api/v1/files/9?exp=1&sig=x' },
  ],
};

const { server, record } = mockApi([
  http.post('/api/v1/inventory-meta-items/insects/_search', () =>
    HttpResponse.json([row(1, 'Aphids', 'Aphidoidea')], { headers: { 'X-List-Count': '1' } }),
  ),
  http.post('/api/v1/inventory-meta-items/diseases/_search', () =>
    HttpResponse.json([row(2, 'Anthracnose')], { headers: { 'X-List-Count': '1' } }),
  ),
  http.post('/api/v1/inventory-meta-items/insects/1/toggleArchived', () => HttpResponse.json({})),
  http.get('/api/v1/inventory-meta-items/weed-types/31', () => HttpResponse.json(crabgrass)),
  http.post('/api/v1/serviceItems/types/_search', () =>
    HttpResponse.json([
      { Id: 3, Name: 'Lawn', ServiceGroups: [3], Archived: false, Version: 1 },
      { Id: 4, Name: 'Tree', ServiceGroups: [1], Archived: false, Version: 1 },
    ]),
  ),
  http.post('/api/v1/chemicals/typeahead', () =>
    HttpResponse.json([{ Id: 5, Name: 'Horticultural Oil', EpaNumber: '48813-1', DilutionText: '' }]),
  ),
]);
const calls = record(
  (c) => c.method !== 'GET' && !c.path.endsWith('/_search') && !c.path.endsWith('/typeahead'),
);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);
const findItem = (name: string) => screen.findByRole('button', { name }, { timeout: 15_000 });

describe('the inventory meta item screens', { timeout: 30_000 }, () => {
  it('one list serves every kind: insects and diseases each read their own list', async () => {
    signIn();
    renderRoutes('/insects/', metaItemRoutes);
    expect(await findItem('Aphids')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Insects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Insect' })).toBeInTheDocument();
    expect(screen.getByText('Aphidoidea')).toBeInTheDocument();

    renderRoutes('/diseases/', metaItemRoutes);
    expect(await findItem('Anthracnose')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diseases' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Disease' })).toBeInTheDocument();
  });

  it('asks before archiving, and archives only when confirmed', async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/insects/', metaItemRoutes);
    const tr = (await findItem('Aphids')).closest('tr')!;
    await user.click(within(tr).getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive' });
    expect(within(dialog).getByText("Archive 'Aphids'?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(within(tr).getByRole('button', { name: 'Archive' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Archive' })).getByRole('button', { name: 'Archive' }),
    );
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'POST /api/v1/inventory-meta-items/insects/1/toggleArchived',
      ]),
    );
  });

  it('adds a disease through the same screens, and opens it', async () => {
    server.use(
      http.post('/api/v1/inventory-meta-items/diseases', () =>
        HttpResponse.json({
          ...crabgrass,
          Item: { ...crabgrass.Item, Id: 77, Name: 'Tar Spot' },
          Images: [],
        }),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/diseases/add', metaItemRoutes);
    expect(
      await screen.findByRole('heading', { name: 'Add Disease' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Tar Spot');
    await user.type(screen.getByRole('textbox', { name: 'Scientific name' }), 'Rhytisma');
    await user.click(screen.getByRole('combobox', { name: 'Chemicals' }));
    await user.click(await screen.findByRole('option', { name: 'Horticultural Oil (EPA 48813-1)' }));
    await user.click(screen.getByRole('button', { name: 'Create disease' }));

    expect(await screen.findByText('Disease Added Successfully')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/inventory-meta-items/diseases',
      body: {
        Item: { Name: 'Tar Spot', ScientificName: 'Rhytisma', Description: '' },
        ServiceItemIds: [],
        ChemicalIds: [5],
      },
    });
    await waitFor(() => expect(router.state.location.href).toBe('/diseases/info?id=77'));
  });

  it("shows the server's refusal of a weed type on a non-lawn item type beside the field", async () => {
    const refusal = `${WEED_TYPES_LAWN_ONLY} Tree.`;
    server.use(
      http.put('/api/v1/inventory-meta-items/weed-types', () =>
        HttpResponse.json({ Message: refusal, ModelState: { ServiceItemIds: [refusal] } }, { status: 400 }),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/weed-types/info?id=31', metaItemRoutes);
    expect(
      await screen.findByRole('heading', { name: 'Weed Type: Crabgrass' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'crabgrass.png' })).toHaveAttribute(
      'src',
      crabgrass.Images[0]!.Url,
    );
    await user.click(screen.getByRole('combobox', { name: 'Item types' }));
    await user.click(await screen.findByRole('option', { name: 'Tree' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Item types' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]!.body).toMatchObject({ Item: { Id: 31, Version: 2 }, ServiceItemIds: [3, 4] });
  });

  it('deletes an image only after asking', async () => {
    server.use(
      http.delete('/api/v1/inventory-meta-items/images/weed-types/31/40', () =>
        HttpResponse.json({ ...crabgrass, Images: [] }),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/weed-types/info?id=31', metaItemRoutes);
    await user.click(
      await screen.findByRole('button', { name: 'Delete crabgrass.png' }, { timeout: 15_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No images yet.')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
  });

  it('shows ScoutingInventory ReadOnly users the lists and items without changes', async () => {
    signIn(claimsOf(UserRoles.Arborist));
    renderRoutes('/weed-types/info?id=31', metaItemRoutes);
    expect(await screen.findByText('Read only', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete crabgrass.png' })).not.toBeInTheDocument();
  });
});

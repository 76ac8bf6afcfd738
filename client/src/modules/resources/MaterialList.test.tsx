import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { MaterialTypes, Messages, R } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import { disposals, materials } from './fixtures';
import { resourceRoutes } from './routes';

const searches: Record<string, unknown>[] = [];
const writes: { method: string; path: string; body: unknown }[] = [];

mockApi([
  http.post('/api/v1/materials/_search', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    searches.push(body);
    const rows = body.MaterialTypeId === MaterialTypes.Disposal ? disposals : materials;
    return HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });
  }),
  http.post('/api/v1/materials', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'POST', path: '/materials', body });
    return HttpResponse.json({ ...disposals[0], ...body, Id: 30 });
  }),
  http.post('/api/v1/materials/:id/toggleArchived', ({ params }) => {
    writes.push({ method: 'POST', path: `/materials/${String(params.id)}/toggleArchived`, body: undefined });
    return HttpResponse.json({ ...materials[0], Archived: true });
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  searches.length = 0;
  writes.length = 0;
});

const open = async (path = '/materials/') => {
  const rendered = renderRoutes(path, resourceRoutes);
  await screen.findByText(path.includes('type=2') ? 'Wood Chips' : 'Hardwood Mulch', {}, { timeout: 15_000 });
  return rendered;
};

describe('materials and disposals', { timeout: 20_000 }, () => {
  it('asks for the kind chosen in the type switch and keeps it in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    expect(searches.at(-1)).toMatchObject({ MaterialTypeId: MaterialTypes.Material, Take: 999 });
    expect(screen.getByRole('cell', { name: '$38.00' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Disposals' }));
    expect(await screen.findByText('Wood Chips')).toBeInTheDocument();
    expect(searches.at(-1)).toMatchObject({ MaterialTypeId: MaterialTypes.Disposal });
    expect(router.state.location.search).toMatchObject({ type: MaterialTypes.Disposal });
    expect(screen.getByRole('button', { name: 'Add Disposal' })).toBeInTheDocument();
  });

  it('adds a disposal with its unit and unit price in dollars', async () => {
    const user = userEvent.setup({ delay: null });
    await open('/materials/?type=2');
    await user.click(screen.getByRole('button', { name: 'Add Disposal' }));
    await user.type(screen.getByRole('textbox', { name: 'Disposal name' }), 'Sod');
    await user.type(screen.getByRole('textbox', { name: 'Unit' }), 'sq yd');
    await user.type(screen.getByRole('textbox', { name: 'Unit price' }), '4.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'POST',
          path: '/materials',
          body: { Id: 0, Name: 'Sod', MaterialTypeId: MaterialTypes.Disposal, Unit: 'sq yd', UnitPrice: 4.5 },
        },
      ]),
    );
    expect(await screen.findByText('Added Successfully')).toBeInTheDocument();
  });

  it('archives a material only after the user confirms', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    const row = screen.getByText('Cabling Kit').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    const ask = screen.getByRole('dialog', { name: 'Archive' });
    expect(ask).toHaveTextContent("Archive 'Cabling Kit'?");
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Archive' })).getByRole('button', { name: 'Archive' }),
    );
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'POST', path: '/materials/2/toggleArchived', body: undefined }]),
    );
  });

  it('lets a user without Service Full only look', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: { InventoryItems: R, Service: R } }), false);
    await open();
    expect(screen.queryByRole('button', { name: 'Add Material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByText(Messages.NotAuthorized)).not.toBeInTheDocument();
  });
});

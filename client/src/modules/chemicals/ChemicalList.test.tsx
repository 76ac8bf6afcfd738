import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { UserRoles } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { hortOil, hortOilRow } from './fixtures';
import { chemicalRoutes } from './routes';

const searches: Record<string, unknown>[] = [];
let toggles = 0;
mockApi([
  http.post('/api/v1/chemicals/_search', async ({ request }) => {
    searches.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json([hortOilRow], { headers: { 'X-List-Count': '1' } });
  }),
  http.post('/api/v1/chemicals/5/toggleActive', () => {
    toggles += 1;
    return HttpResponse.json({ ...hortOil, StatusId: 3, Status: 'Inactive', Active: false, Version: 4 });
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  searches.length = 0;
  toggles = 0;
});

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);
const row = async () =>
  (await screen.findByRole('button', { name: 'Horticultural Oil' }, { timeout: 15_000 })).closest('tr')!;

describe('the chemical list', { timeout: 30_000 }, () => {
  it('shows name, EPA number, dilution, method and status, 12 a page', async () => {
    signIn();
    renderRoutes('/chemicals/', chemicalRoutes);
    const tr = await row();
    expect(
      within(tr)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Horticultural Oil', '48813-1', '2 oz per 100 gal', 'Foliar Spray', 'Active', '']);
    expect(searches[0]).toMatchObject({ Query: '', Skip: 0, Take: 12 });
    expect(searches[0]!.StatusIds).toBeUndefined();
  });

  it('keeps the status filter in the address and searches by it', async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/chemicals/?status=3', chemicalRoutes);
    await row();
    expect(searches.at(-1)).toMatchObject({ StatusIds: [3] });
    await user.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ StatusIds: [2] }));
    expect(router.state.location.search).toEqual({ status: 2 });
  });

  it('asks before deactivating from the list, and only Chemical Full sees the switch and Add', async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/chemicals/', chemicalRoutes);
    const tr = await row();
    expect(screen.getByRole('link', { name: 'Add Chemical' })).toBeInTheDocument();
    await user.click(within(tr).getByRole('switch', { name: 'Active: Horticultural Oil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate chemical' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(toggles).toBe(0);
    await user.click(within(tr).getByRole('switch', { name: 'Active: Horticultural Oil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toggles).toBe(1));
  });

  it('shows the list without switch or Add button to a read-only user', async () => {
    signIn(claimsOf(UserRoles.Arborist));
    renderRoutes('/chemicals/', chemicalRoutes);
    const tr = await row();
    expect(within(tr).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Chemical' })).not.toBeInTheDocument();
  });
});

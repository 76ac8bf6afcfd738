import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { PricingMethods, PricingTypes, R, type PriceTableRow } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import { dbhTable } from './fixtures';
import { priceRoutes } from './routes';
import { stubScrolling } from './testing';

const rows: PriceTableRow[] = [
  {
    Id: 5,
    Name: 'Pruning by DBH',
    PricingType: 1,
    PricingTypeName: 'Visit Per Year',
    PricingMethod: 1,
    PricingMethodName: 'Inventory Size',
    Archived: false,
    DetailCount: 3,
    Version: 3,
  },
];
const searches: Record<string, unknown>[] = [];
const writes: { method: string; body: unknown }[] = [];

mockApi([
  http.post('/api/v1/price/_search', async ({ request }) => {
    searches.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(rows, { headers: { 'X-List-Count': '1' } });
  }),
  http.post('/api/v1/price', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'POST', body });
    return HttpResponse.json({ ...dbhTable(), ...body, Id: 8, Details: [] });
  }),
  http.put('/api/v1/price', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'PUT', body });
    return HttpResponse.json({ ...dbhTable(), ...body });
  }),
  http.get('/api/v1/price/:id', () =>
    HttpResponse.json({ ...dbhTable(), Id: 8, Name: 'Cabling', Details: [] }),
  ),
  http.post('/api/v1/price/detail/_search', () =>
    HttpResponse.json([], { headers: { 'X-List-Count': '0' } }),
  ),
  http.post('/api/v1/serviceItems/sizes/_search', () => HttpResponse.json([])),
]);
beforeAll(() => {
  stubScrolling();
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  searches.length = 0;
  writes.length = 0;
});

describe('the price table list', { timeout: 20_000 }, () => {
  it('searches whole tables (take 999) and includes archived ones on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/price/', priceRoutes);
    await screen.findByText('Pruning by DBH', {}, { timeout: 15_000 });
    expect(searches.at(-1)).toMatchObject({ Query: '', Skip: 0, Take: 999, IncludeArchived: false });
    await user.click(screen.getByRole('switch', { name: 'Include archived' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ IncludeArchived: true }));
  });

  it('adds a table with name, pricing type and method, then opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/price/', priceRoutes);
    await screen.findByText('Pruning by DBH', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Add Price Table' }));
    await user.type(screen.getByRole('textbox', { name: 'Price table name' }), 'Cabling');
    await user.click(screen.getByRole('combobox', { name: 'Pricing type' }));
    await user.click(screen.getByRole('option', { name: 'Flat' }));
    await user.click(screen.getByRole('combobox', { name: 'Pricing method' }));
    await user.click(screen.getByRole('option', { name: 'Service UOM' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'POST',
          body: {
            Id: 0,
            Name: 'Cabling',
            PricingType: PricingTypes.Flat,
            PricingMethod: PricingMethods.ServiceUOM,
          },
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/price/detail'));
    expect(router.state.location.search).toMatchObject({
      priceId: 8,
      typeId: PricingTypes.Flat,
      name: 'Cabling',
    });
  });

  it('archives a table through its save, after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/price/', priceRoutes);
    await screen.findByText('Pruning by DBH', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const ask = screen.getByRole('dialog', { name: 'Archive' });
    expect(ask).toHaveTextContent("Archive 'Pruning by DBH'?");
    expect(writes).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'PUT',
          body: { Id: 5, Name: 'Pruning by DBH', PricingType: 1, PricingMethod: 1, Archived: true },
        },
      ]),
    );
  });

  it('offers no add, edit or archive to a read-only user', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: { Price: R } }), false);
    renderRoutes('/price/', priceRoutes);
    await screen.findByText('Pruning by DBH', {}, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Add Price Table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { LIST_COUNT_HEADER, UserRoles, type AccountRow } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { accountRoutes } from './routes';
import { accountFixture, lookupHandlers } from './testing';

const row: AccountRow = {
  Id: 12,
  Name: 'Lakeside Towers HOA',
  AccountTypeId: 1,
  ClientTypeId: 1,
  StatusId: 2,
  BranchId: 1,
  BranchName: 'North Shore',
  ArboristId: 6,
  ArboristName: 'Sam Birch',
  Address: '100 Main St',
  City: 'Evanston',
  State: 'IL',
  Zip: '60201',
  Phone: '8475550101',
  Version: 3,
};

const searches: any[] = [];
mockApi([
  ...lookupHandlers,
  http.post('/api/v1/accounts/_search', async ({ request }) => {
    searches.push(await request.json());
    return HttpResponse.json([row], { headers: { [LIST_COUNT_HEADER]: '1' } });
  }),
  http.get('/api/v1/searches/employee/:me/:type', () => HttpResponse.json([])),
  http.get('/api/v1/accounts/12', () => HttpResponse.json(accountFixture())),
]);

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  searches.length = 0;
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('the account list', () => {
  it("searches for '*' 12 a page, and sends the chosen filters in the body and keeps them in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/accounts', accountRoutes);
    expect(await screen.findByText('Lakeside Towers HOA', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(searches[0]).toMatchObject({ Query: '*', Skip: 0, Take: 12 });

    await user.click(input(/^Status/));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await user.click(input(/^Sales territory/));
    await user.click(await screen.findByRole('option', { name: 'Lakeview East' }));
    await user.click(input(/^Arborist/));
    await user.click(await screen.findByRole('option', { name: 'Marcus Reed' }));

    await waitFor(() =>
      expect(searches.at(-1)).toMatchObject({
        Query: '*',
        Take: 12,
        StatusIds: [2],
        SalesTerritoryIds: [8],
        ArboristIds: [7],
      }),
    );
    expect(router.state.location.search).toMatchObject({ status: [2], territory: [8], arborist: [7] });
  });

  it('restores the filters from the URL and opens an account from its row', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/accounts?status=%5B3%5D&arborist=%5B6%5D&q=oak', accountRoutes);
    await user.click(await screen.findByText('Lakeside Towers HOA', {}, { timeout: 15_000 }));
    expect(searches[0]).toMatchObject({ Query: 'oak', StatusIds: [3], ArboristIds: [6] });
    expect(searches[0]).not.toHaveProperty('SalesTerritoryIds');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/info'));
    expect(router.state.location.search).toMatchObject({ id: 12 });
  });

  it('offers "Add account" with Account Full or Branch only', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/accounts', accountRoutes);
    await user.click(await screen.findByRole('button', { name: 'Add account' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/add'));
  });

  it('hides "Add account" from a user with Account ReadOnly', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.BillingManager) }), false);
    renderRoutes('/accounts', accountRoutes);
    expect(await screen.findByText('Lakeside Towers HOA', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
  });

  it.each([
    ['/accounts?size=100', 100],
    ['/accounts?size=30', 12],
  ])('asks %s for the page size the URL names when the list offers it, else 12', async (url, take) => {
    renderRoutes(url, accountRoutes);
    await waitFor(() => expect(searches[0]).toMatchObject({ Skip: 0, Take: take }), { timeout: 15_000 });
  });
});

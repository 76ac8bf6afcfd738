import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, UserRoles, type SalesTerritoryRow } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { salesTerritoryRoutes } from './routes';

const rows: SalesTerritoryRow[] = [
  { Id: 1, Name: 'Evanston', BranchId: 1, BranchName: 'North', ZipCodeCount: 3, Version: 1 },
  { Id: 2, Name: 'Lakeview', BranchId: 2, BranchName: 'South', ZipCodeCount: 2, Version: 1 },
];
const branches = [
  { Id: 1, Name: 'North', StatusId: 1 },
  { Id: 2, Name: 'South', StatusId: 1 },
];
const searches: Record<string, unknown>[] = [];
const saves: Record<string, unknown>[] = [];

const { server } = mockApi([
  http.get('/api/v1/branches/employee/7/21', () =>
    HttpResponse.json({ AllBranchesOption: true, Branches: branches }),
  ),
  http.post('/api/v1/salesTerritories/_search', async ({ request }) => {
    searches.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });
  }),
  http.put('/api/v1/salesTerritories/save', async ({ request }) => {
    const body = (await request.json()) as { Id: number; Name: string; BranchId: number };
    saves.push(body);
    return HttpResponse.json({ ...rows[0]!, ...body, Version: 2, SalesTerritoryZipCodes: [] });
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  searches.length = 0;
  saves.length = 0;
});

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the sales territory list', { timeout: 20_000 }, () => {
  it('edits one row at a time inline and saves name and branch without a Version', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/sales-territories/', salesTerritoryRoutes);
    await screen.findByText('Evanston', {}, { timeout: 15_000 });
    await user.click(within(rowOf('Evanston')).getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'Territory name' });
    expect(input).toHaveValue('Evanston');

    await user.click(within(rowOf('Lakeview')).getByRole('button', { name: 'Edit' }));
    const prompt = screen.getByRole('dialog', { name: 'Discard changes?' });
    expect(within(prompt).getByText('Another row is being edited. Discard its changes?')).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('textbox', { name: 'Territory name' })).toHaveLength(1);

    await user.clear(input);
    await user.type(input, 'Evanston East');
    await user.click(screen.getByRole('combobox', { name: 'Territory branch' }));
    await user.click(screen.getByRole('option', { name: 'South' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toEqual([{ Id: 1, Name: 'Evanston East', BranchId: 2 }]));
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Territory name' })).not.toBeInTheDocument(),
    );
  });

  it("keeps the editor open with 'Sales Territory Updating Failed' when the save fails", async () => {
    server.use(http.put('/api/v1/salesTerritories/save', () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderRoutes('/sales-territories/', salesTerritoryRoutes);
    await screen.findByText('Lakeview', {}, { timeout: 15_000 });
    await user.click(within(rowOf('Lakeview')).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Territory name' }), ' North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.SalesTerritoryUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Territory name' })).toHaveValue('Lakeview North');
  });

  it('limits a read-only user to the branches offered, with no editing', async () => {
    useSessionStore
      .getState()
      .signIn(loginResponse({ claims: claimsOf(UserRoles.BranchManager), landing: '/dashboard' }), false);
    server.use(
      http.get('/api/v1/branches/employee/7/21', () =>
        HttpResponse.json({ AllBranchesOption: false, Branches: [branches[1]] }),
      ),
    );
    renderRoutes('/sales-territories/', salesTerritoryRoutes);
    await screen.findByText('Lakeview', {}, { timeout: 15_000 });
    expect(searches.at(-1)).toMatchObject({ BranchIds: [2], Skip: 0, Take: 12 });
    expect(screen.getByPlaceholderText('My branches')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Sales Territory' })).not.toBeInTheDocument();
  });
});

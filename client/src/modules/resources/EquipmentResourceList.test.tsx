import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, R } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import { branches, equipmentTypes, leaseCompanies, resources } from './fixtures';
import { resourceRoutes } from './routes';

const searches: Record<string, unknown>[] = [];
const writes: { method: string; body: unknown }[] = [];
const list = <T,>(rows: T[]) => HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });

const { server } = mockApi([
  http.get('/api/v1/branches/employee/7/20', () =>
    HttpResponse.json({ AllBranchesOption: true, Branches: branches }),
  ),
  http.post('/api/v1/equipment/_search', () => list(equipmentTypes)),
  http.post('/api/v1/resource/leasecompany/_search', () => list(leaseCompanies)),
  http.post('/api/v1/resource/equipmentresource/_search', async ({ request }) => {
    searches.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(resources, { headers: { 'X-List-Count': '30' } });
  }),
  http.put('/api/v1/resource/equipmentresource', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'PUT', body });
    return HttpResponse.json({ ...resources[0], ...body });
  }),
  http.delete('/api/v1/resource/equipmentresource/:id', () =>
    HttpResponse.json(
      {
        Message: 'Delete Failed',
        ModelState: { Service: ['Delete Failed. The equipment resource is used by schedules.'] },
      },
      { status: 400 },
    ),
  ),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  searches.length = 0;
  writes.length = 0;
});

const rowOf = (asset: string) => screen.getByText(asset).closest('tr')!;
const open = async () => {
  renderRoutes('/resource/', resourceRoutes);
  await screen.findByText('NS-BT-01', {}, { timeout: 15_000 });
};

describe('the equipment resource list', { timeout: 20_000 }, () => {
  it('pages by 12 and filters by the branches offered', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    expect(searches.at(-1)).toMatchObject({ Skip: 0, Take: 12, IncludeArchived: false });
    expect(within(rowOf('NS-CH-01')).getByText('On loan')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Branches' }));
    await user.click(await screen.findByRole('option', { name: 'Lakeview' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ BranchIds: [2], Skip: 0 }));
  });

  it("shows the server's 'Please enter Unique Asset Number' on the asset number field", async () => {
    server.use(
      http.put('/api/v1/resource/equipmentresource', () =>
        HttpResponse.json(
          { Message: Messages.UniqueAssetNumber, ModelState: { AssetNumber: [Messages.UniqueAssetNumber] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(within(rowOf('NS-BT-01')).getByRole('button', { name: 'Edit' }));
    const asset = screen.getByRole('textbox', { name: 'Asset number' });
    await user.clear(asset);
    await user.type(asset, 'NS-CH-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asset).toHaveAttribute('aria-invalid', 'true'));
    const error = screen.getByText(Messages.UniqueAssetNumber);
    expect(asset.getAttribute('aria-describedby')).toContain(error.id);
    expect(asset).toHaveValue('NS-CH-01');
  });

  it('saves an edit without a Version, the current branch following the branch', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(within(rowOf('NS-BT-01')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(screen.getByRole('option', { name: 'Lakeview' }));
    await user.click(screen.getByRole('combobox', { name: 'Lease company' }));
    await user.click(screen.getByRole('option', { name: 'Prairie Equipment Leasing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'PUT',
          body: {
            Id: 1,
            AssetNumber: 'NS-BT-01',
            BranchId: 2,
            EquipmentTypeId: 1,
            LeaseCompanyId: 1,
            CurrentBranchId: 2,
          },
        },
      ]),
    );
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
  });

  it("archives only after confirming, and says 'Update Failed' when that fails", async () => {
    server.use(http.put('/api/v1/resource/equipmentresource', () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(within(rowOf('NS-BT-01')).getByRole('button', { name: 'Archive' }));
    const ask = screen.getByRole('dialog', { name: 'Archive' });
    expect(ask).toHaveTextContent("Archive 'NS-BT-01'?");
    await user.click(within(ask).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(Messages.UpdateFailed)).toBeInTheDocument();
  });

  it("says 'Delete failed' with the server's reason when a resource is in use", async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Delete NS-CH-01' }));
    const ask = screen.getByRole('dialog', { name: 'Delete equipment resource' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.ResourceDeleteFailed)).toBeInTheDocument();
    expect(screen.getByText('The equipment resource is used by schedules.')).toBeInTheDocument();
  });

  it('offers a read-only user no add, edit, archive or delete', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: { Resources: R } }), false);
    await open();
    expect(screen.queryByRole('button', { name: 'Add Resource' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

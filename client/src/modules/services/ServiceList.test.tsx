import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, UserRoles } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { pruning, rowOf } from './fixtures';
import { serviceRoutes } from './routes';
import { mockServiceApi } from './testing';

const lawn = {
  ...rowOf({ ...pruning, Id: 13, Name: 'Lawn Rounds', ServiceGroupId: 3 }),
  ServiceCategory: 'Lawn',
};
const rows = [rowOf(pruning), lawn];
const searches: unknown[] = [];
const { server, calls } = mockServiceApi();
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

function listServer() {
  server.use(
    http.post('/api/v1/services/_search', async ({ request }) => {
      searches.push(await request.json());
      return HttpResponse.json(rows, { headers: { 'X-List-Count': '2' } });
    }),
  );
}
const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);

describe('the service list', { timeout: 30_000 }, () => {
  it('sends the filters of the URL with an 18-row page', async () => {
    listServer();
    signIn();
    renderRoutes('/services/?q=oak&status=3&group=2&category=4&type=2', serviceRoutes);
    expect(
      await screen.findByRole('button', { name: 'Lawn Rounds' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(searches[0]).toEqual({
      Query: 'oak',
      Skip: 0,
      Take: 18,
      StatusIds: [3],
      ServiceGroupIds: [2],
      ServiceCategoryIds: [4],
      ServiceTypeIds: [2],
    });
  });

  it('refuses a negative dollar amount, then updates the chosen services by dollars', async () => {
    listServer();
    server.use(
      http.put('/api/v1/services/updatePrices/:type/:value', () =>
        HttpResponse.json({ Message: Messages.PricesUpdated, Updated: [], Unchanged: [] }),
      ),
    );
    signIn();
    const user = userEvent.setup();
    renderRoutes('/services/', serviceRoutes);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Structural Pruning' }, { timeout: 15_000 }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Lawn Rounds' }));
    await user.click(screen.getByRole('button', { name: 'Update prices (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Update prices' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to add' });
    await user.type(amount, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Update prices' }));
    expect(await within(dialog).findByText(Messages.NegativeDollarAmounts)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Update prices' }));
    expect(await screen.findByText(Messages.PricesUpdated)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', path: '/api/v1/services/updatePrices/1/2.5', body: [12, 13] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update prices' })).toBeDisabled());
  });

  it('lowers prices by a negative percentage', async () => {
    listServer();
    server.use(
      http.put('/api/v1/services/updatePrices/:type/:value', () =>
        HttpResponse.json({ Message: Messages.PricesUpdated, Updated: [], Unchanged: [13] }),
      ),
    );
    signIn();
    const user = userEvent.setup();
    renderRoutes('/services/', serviceRoutes);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every service on this page' }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Lawn Rounds' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Update prices (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Update prices' });
    await user.click(within(dialog).getByText('Percentage'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage' }), '-10');
    await user.click(within(dialog).getByRole('button', { name: 'Update prices' }));
    expect(await screen.findByText(Messages.PricesUpdated)).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/api/v1/services/updatePrices/2/-10');
    expect(
      screen.getByText(/1 of the chosen services are not priced by unit of measure/),
    ).toBeInTheDocument();
  });

  it('confirms before deactivating a service', async () => {
    listServer();
    server.use(
      http.post('/api/v1/services/12/toggleActive', () =>
        HttpResponse.json({ ...pruning, StatusId: 3, Active: false, Version: 5 }),
      ),
    );
    signIn();
    const user = userEvent.setup();
    renderRoutes('/services/', serviceRoutes);
    await user.click(
      await screen.findByRole('switch', { name: 'Active: Structural Pruning' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate service' });
    expect(within(dialog).getByText("Deactivate the service 'Structural Pruning'?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/v1/services/12/toggleActive', body: undefined }]);
  });

  it('shows a read-only list without selection, switches or Add', async () => {
    listServer();
    signIn(claimsOf(UserRoles.Arborist));
    renderRoutes('/services/', serviceRoutes);
    expect(
      await screen.findByRole('button', { name: 'Lawn Rounds' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Update prices/ })).not.toBeInTheDocument();
  });
});

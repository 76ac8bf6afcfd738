import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, UserRoles, type Account } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { accountRoutes } from './routes';
import { accountFixture, lookupHandlers } from './testing';

let current: Account;
const saves: any[] = [];
const { server } = mockApi([
  ...lookupHandlers,
  http.get('/api/v1/accounts/12', () => HttpResponse.json(current)),
]);

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  saves.length = 0;
  current = accountFixture();
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function open() {
  const user = userEvent.setup({ delay: null });
  renderRoutes('/accounts/info?id=12', accountRoutes);
  await screen.findByRole('heading', { name: current.Name }, { timeout: 15_000 });
  return user;
}

describe('the account info screen', () => {
  it('offers to overwrite a save someone else got in first, then resubmits with their Version', async () => {
    server.use(
      http.put('/api/v1/accounts/save', async ({ request }) => {
        const body = (await request.json()) as any;
        saves.push(body);
        if (saves.length === 1)
          return HttpResponse.json(
            {
              Message: Messages.ConcurrencyConflict,
              Current: accountFixture({ Version: 5, TaxExempt: true }),
            },
            { status: 409 },
          );
        return HttpResponse.json(accountFixture({ Version: 6, SourceId: body.SourceId }));
      }),
    );
    const user = await open();
    await user.click(input(/^Source$/));
    await user.click(await screen.findByRole('option', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Record changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[0]).toMatchObject({ Id: 12, Version: 3, SourceId: 2 });
    expect(saves[1]).toMatchObject({ Id: 12, Version: 5, SourceId: 2 });
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
  });

  it('keeps the inactive reason only while Inactive and warns that inactive locations stay inactive', async () => {
    current = accountFixture({ StatusId: 3, InactiveReasonId: 1 });
    server.use(
      http.put('/api/v1/accounts/save', async ({ request }) => {
        saves.push(await request.json());
        return HttpResponse.json({
          ...accountFixture({ StatusId: 2, Version: 4 }),
          Warning: Messages.InactiveLocationsStayInactive,
        });
      }),
    );
    const user = await open();
    await waitFor(() => expect(input(/^Inactive reason/)).toHaveValue('Moved'));
    await user.click(input(/^Status/));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    expect(screen.queryByLabelText(/^Inactive reason/)).not.toBeInTheDocument();
    expect(screen.getByText(Messages.InactiveLocationsStayInactive)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ StatusId: 2, InactiveReasonId: null });
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
    // Saved, the form's own note is gone (the account is Active now); the server's warning remains.
    await waitFor(() => expect(screen.getAllByText(Messages.InactiveLocationsStayInactive)).toHaveLength(1));
  });

  it('lets call-first be chosen only with a minimum down payment, and clears it with the payment', async () => {
    current = accountFixture({ MinimumDownPayment: 25, CallFirstBeforeAutoPay: true });
    server.use(
      http.put('/api/v1/accounts/save', async ({ request }) => {
        saves.push(await request.json());
        return HttpResponse.json(accountFixture({ Version: 4 }));
      }),
    );
    const user = await open();
    const callFirst = screen.getByLabelText('Call first before auto-pay');
    expect(callFirst).toBeEnabled();
    expect(callFirst).toBeChecked();
    await user.clear(screen.getByLabelText('Minimum down payment'));
    expect(callFirst).toBeDisabled();
    expect(callFirst).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ MinimumDownPayment: null, CallFirstBeforeAutoPay: false });
  });

  it('saves the billing address alone with the Version, refusing an incomplete one with the spec message', async () => {
    const address = { Address1: '1 Elm St', Address2: null, City: 'Skokie', State: 'IL', Zip: '60076' };
    server.use(
      http.put('/api/v1/accounts/12/billingAddress', async ({ request }) => {
        saves.push(await request.json());
        return HttpResponse.json(accountFixture({ Version: 4, Address: address, BillingAddressId: 9 }));
      }),
    );
    const user = await open();
    const card = screen.getByRole('region', { name: 'Billing address' });
    expect(within(card).getByText('No billing address.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing address' });
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Address' }), '1 Elm St');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(Messages.BillingAddressIncomplete)).not.toHaveLength(0);
    expect(saves).toEqual([]);

    await user.type(d.getByRole('textbox', { name: 'City' }), 'Skokie');
    await user.type(d.getByRole('textbox', { name: 'State' }), 'il');
    await user.type(d.getByRole('textbox', { name: 'Zip' }), '60076');
    await user.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ ...address, Version: 3 });
    await waitFor(() => expect(within(card).getByText(/1 Elm St/)).toBeInTheDocument());
  });

  it("shows the bill-to location's address while the account has none of its own", async () => {
    const location = { Id: 40, BranchId: 1, StatusId: 1, City: 'Evanston', State: 'IL', Zip: '60201' };
    current = accountFixture({
      AccountLocations: [
        { ...location, Address: '9 Oak Ln', IsBillTo: false },
        { ...location, Id: 41, Address: '14 Birch Rd', IsBillTo: true },
      ],
    });
    await open();
    const card = screen.getByRole('region', { name: 'Billing address' });
    expect(within(card).getByText(/14 Birch Rd/)).toBeInTheDocument();
    expect(within(card).getByText("The bill-to location's address")).toBeInTheDocument();
    expect(within(card).queryByText('No billing address.')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('shows the account read-only to a user with Account ReadOnly', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.BillingManager) }), false);
    await open();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(input(/^Status/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Billing address' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });
});

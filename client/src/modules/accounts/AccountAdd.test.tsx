import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import { accountRoutes } from './routes';
import { accountFixture, lookupHandlers } from './testing';

const created: any[] = [];
const nameChecks: string[] = [];
const { server } = mockApi([
  ...lookupHandlers,
  http.post('/api/v1/accounts/create', async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json(accountFixture({ Id: 44 }));
  }),
  http.get('/api/v1/accounts/44', () => HttpResponse.json(accountFixture({ Id: 44 }))),
]);

function answerNames(matches: { Id: number; Name: string; BranchName: string }[]) {
  server.use(
    http.get('/api/v1/accounts/accountNames', ({ request }) => {
      nameChecks.push(new URL(request.url).search);
      return HttpResponse.json(matches);
    }),
  );
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  created.length = 0;
  nameChecks.length = 0;
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const nameBox = () => screen.getByRole('textbox', { name: /^Account name/ });

async function openForm() {
  const user = userEvent.setup({ delay: null });
  const rendered = renderRoutes('/accounts/add', accountRoutes);
  await user.type(await screen.findByLabelText(/^First name/, {}, { timeout: 15_000 }), 'Jane');
  await user.type(screen.getByLabelText(/^Last name/), 'Doe');
  return { user, ...rendered };
}

describe('adding an account', () => {
  it('starts a Prospect, Residential, Pending account with arborist 6, named after its primary contact', async () => {
    answerNames([]);
    const { user, router } = await openForm();
    expect(input(/^Client type/)).toHaveValue('Residential');
    expect(input(/^Account type/)).toHaveValue('Prospect');
    expect(input(/^Status/)).toHaveValue('Pending');
    expect(input(/^Arborist/)).toHaveValue('Sam Birch');
    expect(input(/^Branch/)).toHaveValue('North Shore');
    expect(nameBox()).toHaveValue('Doe, Jane');
    expect(nameBox()).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText(/^E-mail/), 'jane@mail.example');
    expect(screen.getByLabelText('Receives billing')).toBeChecked();
    expect(screen.getByLabelText('Receives proposals')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(Messages.AccountCreated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/info'));
    expect(router.state.location.search).toMatchObject({ id: 44 });
    expect(nameChecks).toEqual(['?name=Doe%2C+Jane']);
    expect(created).toEqual([
      expect.objectContaining({
        Name: 'Doe, Jane',
        AccountTypeId: 2,
        ClientTypeId: 2,
        StatusId: 1,
        ArboristId: 6,
        BranchId: 1,
        Address: null,
        AccountContacts: [
          expect.objectContaining({
            FirstName: 'Jane',
            LastName: 'Doe',
            Email: 'jane@mail.example',
            ReceivesBilling: true,
            ReceivesProposal: true,
            IsPrimary: true,
            StatusId: 1,
            ContactPhoneNumbers: [],
          }),
        ],
      }),
    ]);
  });

  it('asks before creating a duplicate name: Cancel keeps the form, Continue creates', async () => {
    answerNames([{ Id: 3, Name: 'Oak Park Condos', BranchName: 'Lakeview' }]);
    const { user } = await openForm();
    await user.click(input(/^Client type/));
    await user.click(screen.getByRole('option', { name: 'Commercial' }));
    // Until the user types a name of their own, a commercial account takes the contact's.
    expect(nameBox()).toHaveValue('Doe, Jane');
    await user.clear(nameBox());
    await user.type(nameBox(), 'Oak Park Condos');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    let dialog = await screen.findByRole('dialog', { name: 'Duplicate account name' });
    expect(within(dialog).getByText(Messages.AccountNameExists)).toBeInTheDocument();
    expect(within(dialog).getByText('Oak Park Condos (Lakeview)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([]);
    expect(nameBox()).toHaveValue('Oak Park Condos');
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    dialog = await screen.findByRole('dialog', { name: 'Duplicate account name' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ Name: 'Oak Park Condos', ClientTypeId: 1 });
  });

  it('refuses a partly typed billing address and a contact without a last name, creating nothing', async () => {
    answerNames([]);
    const user = userEvent.setup({ delay: null });
    renderRoutes('/accounts/add', accountRoutes);
    await user.type(await screen.findByLabelText(/^First name/, {}, { timeout: 15_000 }), 'Jane');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Elm St');
    await user.click(screen.getByLabelText('Receives billing'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(Messages.AccountFormInvalid)).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText(Messages.ContactNeedsEmail)).toBeInTheDocument();
    expect(screen.getAllByText(Messages.BillingAddressIncomplete)).toHaveLength(3);
    expect(created).toEqual([]);
    expect(nameChecks).toEqual([]);
  });
});

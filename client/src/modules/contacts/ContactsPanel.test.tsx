import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { LIST_COUNT_HEADER, Messages, UserRoles, type Contact } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { accountFixture, contactFixture, lookupHandlers } from '../accounts/testing';
import { contactRoutes } from './routes';

const contacts: Contact[] = [
  contactFixture(),
  contactFixture({ Id: 32, FirstName: 'John', IsPrimary: false, Email: null, ReceivesBilling: false }),
];
const writes: { method: string; body: any }[] = [];
const { server } = mockApi([
  ...lookupHandlers,
  http.get('/api/v1/accounts/12', () => HttpResponse.json(accountFixture())),
  http.post('/api/v1/accounts/12/contacts/_search', () =>
    HttpResponse.json(contacts, { headers: { [LIST_COUNT_HEADER]: String(contacts.length) } }),
  ),
  http.post('/api/v1/accounts/accountContacts', async ({ request }) => {
    const body = (await request.json()) as any;
    writes.push({ method: 'POST', body });
    return HttpResponse.json(contactFixture({ ...body, Id: 40, IsPrimary: false, ContactPhoneNumbers: [] }));
  }),
]);

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  writes.length = 0;
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
});

async function openAddDialog() {
  const user = userEvent.setup({ delay: null });
  renderRoutes('/accounts/contacts?accountId=12', contactRoutes);
  await user.click(await screen.findByRole('button', { name: 'Add contact' }, { timeout: 15_000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add contact' }) };
}

describe('account contacts', () => {
  it('turns billing and proposals on with an e-mail and off without, and refuses them with no e-mail', async () => {
    const { user, dialog } = await openAddDialog();
    const d = within(dialog);
    const email = d.getByLabelText('E-mail');
    const billing = d.getByLabelText('Receives billing');
    const proposals = d.getByLabelText('Receives proposals');
    await user.type(email, 'ann@mail.example');
    expect(billing).toBeChecked();
    expect(proposals).toBeChecked();
    await user.clear(email);
    expect(billing).not.toBeChecked();
    expect(proposals).not.toBeChecked();

    await user.type(d.getByLabelText(/^First name/), 'Ann');
    await user.type(d.getByLabelText(/^Last name/), 'Lee');
    await user.click(billing);
    await user.click(d.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findAllByText(Messages.ContactNeedsEmail)).not.toHaveLength(0);
    expect(writes).toEqual([]);

    await user.type(email, 'ann@mail.example');
    await user.click(d.getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({
      AccountId: 12,
      FirstName: 'Ann',
      LastName: 'Lee',
      Email: 'ann@mail.example',
      ReceivesBilling: true,
      ReceivesProposal: true,
      IsPrimary: false,
    });
  });

  it('adds a phone row on Enter only once the last row has 10 digits, without saving', async () => {
    const { user, dialog } = await openAddDialog();
    const d = within(dialog);
    await user.type(d.getByLabelText('Phone 1'), '84755{Enter}');
    expect(d.queryByLabelText('Phone 2')).not.toBeInTheDocument();
    expect(d.getByText('Under 10 digits: dropped when saved.')).toBeInTheDocument();

    await user.type(d.getByLabelText('Phone 1'), '50101{Enter}');
    const second = await d.findByLabelText('Phone 2');
    await waitFor(() => expect(second).toHaveFocus());
    expect(d.getByLabelText('Phone 2 type', { selector: 'input' })).toHaveValue('Work');
    expect(d.getByLabelText('Phone 1 preferred')).toBeChecked();
    // Enter did not submit the dialog: a submit would have asked for the names.
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("shows the server's reason when the primary contact cannot be deleted", async () => {
    server.use(
      http.delete('/api/v1/accounts/accountContacts/31', () =>
        HttpResponse.json(
          {
            Message: Messages.PrimaryContactNotDeletable,
            ModelState: { Service: [Messages.PrimaryContactNotDeletable] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/accounts/contacts?accountId=12', contactRoutes);
    await user.click(await screen.findByRole('button', { name: 'Delete Jane Doe' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.PrimaryContactNotDeletable)).toBeInTheDocument();
  });

  it('lists contacts read-only for Account ReadOnly: no add, no delete, a disabled form', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.BillingManager) }), false);
    const user = userEvent.setup({ delay: null });
    renderRoutes('/accounts/contacts?accountId=12', contactRoutes);
    await user.click(await screen.findByText('Doe, John', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact: John Doe' });
    expect(within(dialog).getByLabelText(/^First name/)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProposalMessages, UserRoles, type ProposalFormat } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { claimsOf, loginResponse } from '../../test/sessions';
import { proposalFormatRoutes } from './routes';

const line = (name: string, price: number | null) => ({
  Kind: 'Service' as const,
  Name: name,
  Description: null,
  Quantity: 1,
  Items: ['Bur Oak — Large'],
  Visits: [],
  Price: price,
  Photos: [],
});

let format: ProposalFormat;
const fresh = (editable: boolean): ProposalFormat => ({
  Id: 41,
  ProposalNumber: '00000000041',
  StatusId: 1,
  ProposalStatus: 'Created',
  EncryptedId: 'sealed-link',
  Editable: editable,
  Date: '2026-11-26',
  Company: 'Canopy Tree & Lawn Care',
  Branch: { Name: 'North Shore', TermsAndConditions: 'Payment due on completion.' },
  Customer: {
    Account: 'Birch Lane HOA',
    Location: null,
    Address: '12 Birch Ln',
    City: 'Evanston',
    State: 'IL',
    Zip: '60201',
  },
  SalesRep: {
    Name: 'Ava Lindqvist',
    Email: 'ava@canopy.test',
    Certifications: ['ISA Certified Arborist #IL-1234A'],
  },
  CoverLetter: 'Dear Birch Lane HOA',
  ServiceGroups: [
    { Id: 7, ServiceGroupId: 1, Name: 'Arbor Care', Definition: null, Recommendation: 'Prune in winter.' },
  ],
  Groups: [
    {
      Id: 3,
      Name: 'Group 1',
      ServiceGroupId: 1,
      ShowPricing: true,
      MultiOption: true,
      Total: 650,
      OptionGroups: [
        {
          Id: 4,
          Options: [
            { Id: 5, Label: 'Option 1', Total: 650, Lines: [line('Crown Cleaning', 650)] },
            { Id: 6, Label: 'Option 2', Total: 250, Lines: [line('Structural Pruning', 250)] },
          ],
        },
      ],
    },
    {
      Id: 8,
      Name: 'Group 2',
      ServiceGroupId: 1,
      ShowPricing: false,
      MultiOption: false,
      Total: null,
      OptionGroups: [
        { Id: 9, Options: [{ Id: 10, Label: '', Total: null, Lines: [line('Wood Chips', null)] }] },
      ],
    },
  ],
  Promotions: [],
  Subtotal: 695.5,
  Discount: 0,
  TaxRate: 10,
  Tax: 69.55,
  Total: 765.05,
});

const { server, record } = mockApi([
  http.get('/api/v1/proposals/:id/format', () => HttpResponse.json(format)),
  http.put('/api/v1/proposals/:id/format', async ({ request }) => {
    const body = (await request.json()) as { ServiceGroups?: { Id: number; Definition?: string }[] };
    const def = body.ServiceGroups?.[0]?.Definition ?? null;
    format = { ...format, ServiceGroups: [{ ...format.ServiceGroups[0]!, Definition: def }] };
    return HttpResponse.json(format);
  }),
  http.post(
    '/api/v1/proposals/emailProposal/:id/:send',
    () =>
      new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'Content-Type': 'application/pdf', 'X-Email-Recipients': '1' },
      }),
  ),
]);
void server;
const mailed = record((c) => c.method === 'POST' && c.path === '/api/v1/proposals/emailProposal/41/true');
const saves = record((c) => c.method === 'PUT' && c.path === '/api/v1/proposals/41/format');

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.Administrator) }), false);
});

describe('proposal format page', () => {
  it('shows the letter, the certifications, the options with prices as the flags allow, and the totals with tax', async () => {
    format = fresh(false);
    renderRoutes('/proposalformat?id=41', proposalFormatRoutes);
    expect(await screen.findByText('Dear Birch Lane HOA', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('ISA Certified Arborist #IL-1234A')).toBeInTheDocument();
    expect(screen.getByText('Arbor Care: Definition')).toBeInTheDocument();
    expect(screen.getByText('Prune in winter.')).toBeInTheDocument();
    const choice = screen.getByRole('group', { name: 'Group 1' });
    expect(within(choice).getByText('Option 1')).toBeInTheDocument();
    expect(within(choice).getByText('Option 2')).toBeInTheDocument();
    expect(within(choice).getByText('Choose one option of each choice below.')).toBeInTheDocument();
    expect(within(choice).getAllByText('$250.00')).toHaveLength(2);
    // Group 2 is shown without pricing: its line has no price and the summary says Included.
    const hidden = screen.getByRole('group', { name: 'Group 2' });
    expect(within(hidden).queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByText('Included')).toBeInTheDocument();
    expect(screen.getByText('Tax (10%)')).toBeInTheDocument();
    expect(screen.getByText('$765.05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer link' })).toHaveAttribute(
      'href',
      '/proposalview?id=sealed-link',
    );
    // Read-only: no text can be edited.
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.getByText(/You may view this format only/)).toBeInTheDocument();
  });

  it('edits a service group definition in its dialog when the format is editable', async () => {
    format = fresh(true);
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposalformat?id=41', proposalFormatRoutes);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Arbor Care: Definition' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Pruning removes dead wood.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({ ServiceGroups: [{ Id: 7, Definition: 'Pruning removes dead wood.' }] });
    expect(await screen.findByText('Pruning removes dead wood.')).toBeInTheDocument();
  });

  it('asks before e-mailing the proposal to the customer, and sends only on Continue', async () => {
    format = fresh(false);
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposalformat?id=41', proposalFormatRoutes);
    await user.click(await screen.findByRole('button', { name: 'Email' }, { timeout: 15_000 }));
    let ask = await screen.findByRole('dialog');
    expect(within(ask).getByText(ProposalMessages.ConfirmSendProposal)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mailed).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Email' }));
    ask = await screen.findByRole('dialog');
    await user.click(within(ask).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(ProposalMessages.EmailSent)).toBeInTheDocument();
    expect(mailed).toHaveLength(1);
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProposalMessages as M, UserRoles, type Proposal, type ProposalListItem } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { claimsOf, loginResponse } from '../../test/sessions';
import { proposalRoutes } from './routes';

const row: ProposalListItem = {
  Id: 41,
  ProposalNumber: '00000000041',
  ProposalTypeId: 1,
  StatusId: 1,
  ProposalStatus: 'Created',
  AccountId: 3,
  AccountName: 'Birch Lane HOA',
  AccountLocationId: 9,
  Address: '12 Birch Ln, Evanston, IL 60201',
  BranchId: 1,
  BranchName: 'North Shore',
  SalesRepId: 6,
  SalesRepName: 'Ava Lindqvist',
  YearOfWork: 2027,
  CreatedDate: '2026-11-26T10:00:00Z',
};

let proposal: Proposal;
const fresh = (): Proposal => ({
  ...row,
  ContractStatusId: null,
  Version: 2,
  CreatedById: 6,
  Account: { DoNotEmail: false },
  ServiceRequestId: null,
  Notes: null,
  Crew: null,
  Legacy: false,
  Promotions: [],
  AccountPOs: [],
  UpdatedDate: '2026-11-26T10:00:00Z',
  CanEdit: true,
});

const { server, record } = mockApi([
  http.get('/api/v1/proposals/header', () =>
    HttpResponse.json({ PageSize: 10, FromDate: '2026-11-26', ToDate: '2026-12-02', CanAdd: true }),
  ),
  http.get('/api/v1/proposals/proposalStatuses', () => HttpResponse.json([{ Id: 1, Name: 'Created' }])),
  http.get('/api/v1/employees/simple', () =>
    HttpResponse.json([
      { Id: 6, Name: 'Ava Lindqvist' },
      { Id: 7, Name: 'Ben Okafor' },
    ]),
  ),
  http.get('/api/v1/accounts/accountNames', () =>
    HttpResponse.json([{ Id: 3, Name: 'Birch Lane HOA', BranchName: 'North Shore' }]),
  ),
  http.get('/api/v1/proposals/proposalBranches', () => HttpResponse.json([{ Id: 1, Name: 'North Shore' }])),
  http.post('/api/v1/proposals/_search', () => HttpResponse.json({ Proposals: [row], Total: 1 })),
  http.get('/api/v1/proposals/notesTypes', () => HttpResponse.json([{ Id: 1, Name: 'General' }])),
  http.get('/api/v1/proposals/notesStatuses', () => HttpResponse.json([{ Id: 1, Name: 'Open' }])),
  http.get('/api/v1/proposals/:id', () => HttpResponse.json(proposal)),
  http.post('/api/v1/proposals/:id/notes/_search', () =>
    HttpResponse.json([], { headers: { 'X-List-Count': '0' } }),
  ),
  http.post('/api/v1/proposals/:id/notes', () =>
    HttpResponse.json({
      Id: 1,
      ProposalId: 41,
      Notes: 'Call first',
      TypeId: 1,
      StatusId: 1,
      PrintOnWorkOrder: false,
      CreatedDate: '2026-11-26T11:00:00Z',
      CreatedByName: 'Ava Lindqvist',
    }),
  ),
  http.get('/api/v1/proposals/:id/coverLetter', () =>
    HttpResponse.json({ Id: 0, ProposalId: 41, Text: 'Dear Birch Lane HOA' }),
  ),
  http.put('/api/v1/proposals/:id/coverLetter', () =>
    HttpResponse.json({ Id: 5, ProposalId: 41, Text: 'Dear neighbours' }),
  ),
  http.post('/api/v1/proposals/spray-summary', () =>
    HttpResponse.json({ ProposalId: 41, Services: [], Applications: 0, Chemicals: [], Total: 0 }),
  ),
  http.post('/api/v1/proposals/:id/docs/_search', () =>
    HttpResponse.json([], { headers: { 'X-List-Count': '0' } }),
  ),
  http.get('/api/v1/proposals/builder/:id', () =>
    HttpResponse.json({
      Id: 41,
      ProposalServiceGroups: [{ Id: 77, ServiceGroupId: 2, ProposalSortOrder: 0 }],
    }),
  ),
  http.get('/api/v1/accountPos/account/:id', () =>
    HttpResponse.json([
      { Id: 5, Po: 'PO-2027-01' },
      { Id: 6, Po: 'PO-2027-02' },
    ]),
  ),
  http.get('/api/v1/promotions/builder', () =>
    HttpResponse.json([{ Id: 3, Name: 'Spring', DiscountPercentage: 10, ExpirationDate: null }]),
  ),
  http.put('/api/v1/proposals/:id/purchaseOrders', () => {
    proposal = { ...proposal, AccountPOs: [{ Id: 6, Po: 'PO-2027-02' }] };
    return HttpResponse.json(proposal);
  }),
  http.put('/api/v1/proposals/:id/cancel', () => {
    proposal = { ...proposal, StatusId: 8, ProposalStatus: 'Cancelled', CanEdit: false, Version: 3 };
    return HttpResponse.json(proposal);
  }),
]);
void server;
const searches = record((c) => c.path === '/api/v1/proposals/_search');
const notes = record((c) => c.method === 'POST' && c.path === '/api/v1/proposals/41/notes');
const letters = record((c) => c.method === 'PUT' && c.path === '/api/v1/proposals/41/coverLetter');
const poSaves = record((c) => c.method === 'PUT' && c.path === '/api/v1/proposals/41/purchaseOrders');

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.Arborist) }), false);
  proposal = fresh();
});

describe('proposals', () => {
  it('lists proposals of the payroll week, 10 a page', async () => {
    renderRoutes('/proposals', proposalRoutes);
    expect(await screen.findByText('00000000041', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    expect(searches[0]!.body).toMatchObject({ FromDate: '2026-11-26', ToDate: '2026-12-02', Take: 10 });
    expect(screen.getByRole('button', { name: 'Add Proposal' })).toBeInTheDocument();
  });

  it('opens filtered by the arborists, branches and statuses the link names', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposals?arboristIds=7,8&branchIds=3&statusIds=1', proposalRoutes);
    expect(await screen.findByText('00000000041', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    expect(searches[0]!.body).toMatchObject({
      EmployeeIds: [7, 8],
      BranchIds: [3],
      StatusIds: [1],
      Take: 10,
    });
    await user.click(screen.getByRole('button', { name: 'Any arborist' }));
    await waitFor(() => expect(searches.at(-1)!.body).not.toHaveProperty('EmployeeIds'));
    expect(screen.queryByRole('button', { name: 'Any arborist' })).toBeNull();
  });

  it('filters by employees, sales rep and accounts, in the request and the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/proposals?salesRepId=7', proposalRoutes);
    expect(await screen.findByText('00000000041', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    expect(searches[0]!.body).toMatchObject({ SalesRepId: 7 });
    await user.click(screen.getByRole('combobox', { name: 'Employees' }));
    await user.click(await screen.findByRole('option', { name: 'Ava Lindqvist' }));
    await waitFor(() => expect(searches.at(-1)!.body).toMatchObject({ EmployeeIds: [6], SalesRepId: 7 }));
    await user.type(screen.getByRole('combobox', { name: 'Accounts' }), 'Birch');
    await user.click(await screen.findByRole('option', { name: 'Birch Lane HOA' }));
    await waitFor(() =>
      expect(searches.at(-1)!.body).toMatchObject({ EmployeeIds: [6], SalesRepId: 7, AccountIds: [3] }),
    );
    expect(router.state.location.search).toMatchObject({
      arboristIds: [6],
      salesRepId: 7,
      accountIds: [3],
    });
  });

  it('adds a note and saves the cover letter on the info screen', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposals/info?id=41', proposalRoutes);
    expect(await screen.findByText('Proposal 00000000041', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText(M.NoteRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note'), 'Call first');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(notes).toHaveLength(1));
    expect(notes[0]!.body).toMatchObject({ Notes: 'Call first', TypeId: 1, StatusId: 1 });

    const letter = await screen.findByLabelText('Cover letter');
    await waitFor(() => expect(letter).toHaveValue('Dear Birch Lane HOA'));
    await user.clear(letter);
    await user.type(letter, 'Dear neighbours');
    await user.click(screen.getByRole('button', { name: 'Save cover letter' }));
    await waitFor(() => expect(letters).toHaveLength(1));
    expect(letters[0]!.body).toMatchObject({ ProposalId: 41, Text: 'Dear neighbours' });
  });

  it('edits and deletes a note with Proposals Full only', async () => {
    const note = {
      Id: 9,
      ProposalId: 41,
      Notes: 'Gate code 4411',
      TypeId: 1,
      StatusId: 1,
      PrintOnWorkOrder: false,
      CreatedDate: '2026-11-26T11:00:00Z',
      CreatedByName: 'Ava Lindqvist',
    };
    const calls: { method: string; url: string; body?: unknown }[] = [];
    server.use(
      http.post('/api/v1/proposals/:id/notes/_search', () =>
        HttpResponse.json([note], { headers: { 'X-List-Count': '1' } }),
      ),
      http.put('/api/v1/proposals/:id/notes', async ({ request }) => {
        const body = await request.json();
        calls.push({ method: 'PUT', url: request.url, body });
        return HttpResponse.json({ ...note, ...(body as object) });
      }),
      http.delete('/api/v1/proposals/:id/notes', ({ request }) => {
        calls.push({ method: 'DELETE', url: request.url });
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup({ delay: null });
    // A Personal rep sees the note but may neither edit nor delete it.
    renderRoutes('/proposals/info?id=41', proposalRoutes);
    expect(await screen.findByText('Gate code 4411', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete note' })).toBeNull();
    cleanup();

    useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.Administrator) }), false);
    renderRoutes('/proposals/info?id=41', proposalRoutes);
    await user.click(await screen.findByRole('button', { name: 'Edit note' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByLabelText('Note');
    expect(text).toHaveValue('Gate code 4411');
    await user.clear(text);
    await user.type(text, 'Gate code 5522');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ Id: 9, Notes: 'Gate code 5522' });

    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    const ask = await screen.findByRole('dialog');
    await user.click(within(ask).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.method).toBe('DELETE');
    expect(new URL(calls[1]!.url).searchParams.get('noteId')).toBe('9');
  });

  it('asks the §8 question before e-mailing from the info page, and sends nothing on Cancel', async () => {
    const mailed: string[] = [];
    server.use(
      http.post('/api/v1/proposals/emailProposal/:a/:b', ({ request }) => {
        mailed.push(request.url);
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposals/info?id=41', proposalRoutes);
    await user.click(await screen.findByRole('button', { name: 'Email' }, { timeout: 15_000 }));
    const ask = await screen.findByRole('dialog');
    expect(
      within(ask).getByText('Are you sure you want to send this Proposal to the Customer?'),
    ).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mailed).toHaveLength(0);
  });

  it('cancels after asking, then shows the proposal read-only', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposals/info?id=41', proposalRoutes);
    await user.click(await screen.findByRole('button', { name: 'Cancel proposal' }, { timeout: 15_000 }));
    const ask = await screen.findByRole('dialog');
    await user.click(within(ask).getByRole('button', { name: 'Cancel proposal' }));
    expect(await screen.findByText(/This proposal is cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cover letter')).toBeDisabled();
  });

  it("chooses the account's purchase orders and links the service group documents", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposals/info?id=41', proposalRoutes);
    // The label names the picker's box and its search input; the input takes the click.
    const labelled = await screen.findAllByLabelText('Purchase orders', {}, { timeout: 15_000 });
    const pos = labelled.find((e) => e.tagName === 'INPUT' && e.getAttribute('type') !== 'hidden')!;
    await user.click(pos);
    await user.click(await screen.findByRole('option', { name: 'PO-2027-02' }));
    await user.click(screen.getByRole('button', { name: 'Save purchase orders' }));
    await waitFor(() => expect(poSaves).toHaveLength(1));
    expect(poSaves[0]!.body).toEqual([{ Id: 6 }]);
    expect(await screen.findByText(M.Saved)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Plant Health Care' });
    expect(link.getAttribute('href')).toBe('/proposals/service-group/docs?proposalid=41&id=77');
  });
});

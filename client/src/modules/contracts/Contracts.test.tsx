import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ContractMessages as M, UserRoles, type ContractDetail, type ProposalListItem } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { claimsOf, loginResponse } from '../../test/sessions';
import { contractRoutes } from './routes';

const row = (id: number, wa: number | null): ProposalListItem => ({
  Id: id,
  ProposalNumber: String(id).padStart(11, '0'),
  ProposalTypeId: 2,
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
  ContractStatus: 'Created',
  WorkAuthorizationId: wa,
  WorkAuthorizationStatus: wa ? 'Created' : '',
  ServiceClassificationNames: 'Spray',
  Legacy: false,
});

let detail: ContractDetail;
const fresh = (): ContractDetail => ({
  Id: 51,
  ProposalNumber: '00000000051',
  StatusId: 7,
  ProposalStatus: 'Confirmed',
  ContractStatusId: 1,
  ContractStatus: 'Created',
  AccountId: 3,
  AccountName: 'Birch Lane HOA',
  AccountLocationId: 9,
  Address: '12 Birch Ln, Evanston, IL 60201',
  BranchName: 'North Shore',
  SalesRepName: 'Ava Lindqvist',
  YearOfWork: 2027,
  Legacy: true,
  WorkAuthorizationId: 70,
  WorkAuthorizationStatus: 'Created',
  Total: 485,
  Services: [
    {
      Id: 301,
      GroupName: 'Plant health care',
      ServiceName: 'Spray program',
      ClassificationName: 'Spray',
      Cost: 485,
      ServiceItems: [{ Id: 11, Name: 'Oak (12 in)' }],
    },
  ],
  CanEdit: true,
});

const { server, record } = mockApi([
  http.get('/api/v1/proposals/contracts', () =>
    HttpResponse.json({
      PageSize: 10,
      Statuses: [{ Id: 1, Name: 'Created' }],
      Branches: [{ Id: 1, Name: 'North Shore' }],
      WorkAuthorizationStatuses: [{ Id: 1, Name: 'Created' }],
      ApprovedValues: [{ Id: 0, Name: 'None' }],
      Classifications: [{ Id: 1, Name: 'Spray' }],
      CanEdit: true,
    }),
  ),
  http.post('/api/v1/proposals/_search', () =>
    HttpResponse.json({ Proposals: [row(51, 70), row(52, null)], Total: 2 }),
  ),
  http.post('/api/v1/proposals/confirmContracts', () => HttpResponse.json({ Confirmed: 2, JobId: 9 })),
  http.get('/api/v1/jobs/:id', () =>
    HttpResponse.json({
      Id: 9,
      Name: 'contracts.mail',
      State: 'done',
      Attempts: 1,
      ProgressDone: 2,
      ProgressTotal: 2,
      Result: { Sent: 2, Failed: [] },
      Error: null,
      CreatedAt: null,
      FinishedAt: null,
    }),
  ),
  http.get('/api/v1/proposals/contracts/:id', () => HttpResponse.json(detail)),
  http.get('/api/v1/serviceItems/legacy-contract-items/:id', () =>
    HttpResponse.json([
      { Id: 11, AccountLocationId: 9, Name: 'Oak (12 in)' },
      { Id: 12, AccountLocationId: 9, Name: 'Maple (8 in)' },
    ]),
  ),
  http.put('/api/v1/proposals/:id/update-legacy-contract-service-item', () => {
    detail = {
      ...detail,
      Services: [{ ...detail.Services[0]!, ServiceItems: [{ Id: 12, Name: 'Maple (8 in)' }] }],
    };
    return HttpResponse.json(detail);
  }),
]);
void server;
const searches = record((c) => c.path === '/api/v1/proposals/_search');
const confirms = record((c) => c.path === '/api/v1/proposals/confirmContracts');
const prints = record((c) => c.path === '/api/v1/proposals/print-contract-wa-bulk');
const legacySaves = record(
  (c) => c.method === 'PUT' && c.path.endsWith('update-legacy-contract-service-item'),
);

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.OfficeManager) }), false);
  detail = fresh();
});

describe('contracts', () => {
  it('lists contracts 10 a page without legacy ones, and filters by work authorization status', async () => {
    renderRoutes('/proposals/contracts', contractRoutes);
    expect(await screen.findByText('00000000051', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    expect(searches[0]!.body).toMatchObject({ ProposalTypeId: 2, Take: 10, ShowLegacyContract: false });
    expect(screen.getByRole('button', { name: 'Add Contract' })).toBeInTheDocument();
  });

  it('confirms and emails the selected contracts and shows the mail job’s result', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposals/contracts', contractRoutes);
    await screen.findByText('00000000051', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Confirm & Email' }));
    expect(await screen.findByText(M.SelectContracts)).toBeInTheDocument();
    expect(confirms).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Select 00000000051' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 00000000052' }));
    await user.click(screen.getByRole('button', { name: 'Confirm & Email' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]!.body).toEqual({ proposalIds: [51, 52], sendEmails: true });
    expect(await screen.findByText(/Email Sent Successfully: 2 sent/)).toBeInTheDocument();
  });

  it('refuses to print unless every selected contract has a work authorization', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposals/contracts', contractRoutes);
    await screen.findByText('00000000052', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('checkbox', { name: 'Select 00000000052' }));
    await user.click(screen.getByRole('button', { name: 'Print Work Authorizations' }));
    expect(await screen.findByText(M.NoWorkAuthorization)).toBeInTheDocument();
    expect(prints).toHaveLength(0);
  });

  it('edits a legacy contract’s service items on its detail screen', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/proposals/contracts/detail?id=51&editLegacyContract=true', contractRoutes);
    expect(await screen.findByText('Contract 00000000051', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Legacy')).toBeInTheDocument();
    const [input] = await screen.findAllByLabelText('Service items of Spray program');
    await user.click(input!);
    await user.click(await screen.findByRole('option', { name: 'Maple (8 in)' }));
    await user.click(screen.getByRole('option', { name: 'Oak (12 in)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(legacySaves).toHaveLength(1));
    expect(legacySaves[0]!.body).toEqual({ ProposalItemServiceId: 301, NewServiceItemIds: [12] });
    expect(await screen.findByText(M.Saved)).toBeInTheDocument();
  });
});

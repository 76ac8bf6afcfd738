import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  R,
  TransferMessages as M,
  type ClaimFlags,
  type TransferFindResult,
  type TransferRequest,
} from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';
import { transferRoutes } from './routes';

const found: TransferFindResult[] = [
  {
    BranchId: 2,
    BranchName: 'Lakeview',
    ResourceTypeId: 2,
    JobTitleId: null,
    EquipmentTypeId: 4,
    TypeName: 'Chipper',
    MinAvailable: 0,
    Dates: [
      { Date: '2030-03-04', Available: 1 },
      { Date: '2030-03-05', Available: 0 },
    ],
  },
];

const request = (over: Partial<TransferRequest> = {}): TransferRequest => ({
  Id: 17,
  FromBranchId: 2,
  FromBranch: 'Lakeview',
  ToBranchId: 1,
  ToBranch: 'North Shore',
  ResourceTypeId: 2,
  JobTitleId: null,
  EquipmentTypeId: 4,
  TypeName: 'Chipper',
  Qty: 1,
  StatusId: 1,
  Status: 'Pending',
  RequestedById: 4,
  RequestedBy: 'Brenda Walsh',
  RequestedAt: '2030-03-01T10:00:00Z',
  SelectedDates: ['2030-03-04'],
  TransferRequestCrews: [],
  TransferRequestEquipment: [],
  NextStatusIds: [3, 4],
  Version: 3,
  ...over,
});

let rows: TransferRequest[];
const { server, record } = mockApi([
  http.get('/api/v1/branches/employee/:me/:claimType', () =>
    HttpResponse.json({
      AllBranchesOption: true,
      Branches: [
        { Id: 1, Name: 'North Shore', StatusId: 1 },
        { Id: 2, Name: 'Lakeview', StatusId: 1 },
      ],
    }),
  ),
  http.get('/api/v1/transfers/_crewJobTypes', () => HttpResponse.json([{ Id: 3, Name: 'Crew' }])),
  http.post('/api/v1/equipment/_search', () =>
    HttpResponse.json([{ Id: 4, Name: 'Chipper', DailyRate: 180, Archived: false, Version: 1 }]),
  ),
  http.post('/api/v1/transfers/_find', () => HttpResponse.json(found)),
  http.post('/api/v1/transfers/_sendRequest', () => HttpResponse.json(request())),
  http.post('/api/v1/transfers/_transferRequests/_search', () =>
    HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } }),
  ),
  http.get('/api/v1/transfers/_availableEquip/:id', () =>
    HttpResponse.json([
      { Id: 30, Name: 'LV-CH-01' },
      { Id: 31, Name: 'LV-CH-02' },
    ]),
  ),
  http.put('/api/v1/transfers/_updateStatus', () =>
    HttpResponse.json(request({ StatusId: 4, Status: 'Confirmed' })),
  ),
]);
const sends = record((c) => c.path === '/api/v1/transfers/_sendRequest');
const updates = record((c) => c.path === '/api/v1/transfers/_updateStatus');
const searches = record((c) => c.path === '/api/v1/transfers/_transferRequests/_search');

const signIn = (claims: ClaimFlags = adminClaims) =>
  useSessionStore.getState().signIn(loginResponse({ claims }), false);

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  signIn();
  rows = [request()];
});

async function findChippers(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByLabelText('Equipment type', { selector: 'input' }, { timeout: 15_000 }),
  );
  await user.click(await screen.findByRole('option', { name: 'Chipper' }));
  const start = screen.getByLabelText('Start date', { selector: 'input' });
  await user.clear(start);
  await user.type(start, '3/4/2030');
  const end = screen.getByLabelText('End date', { selector: 'input' });
  await user.clear(end);
  await user.type(end, '3/5/2030');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  return screen.findByRole('listitem', { name: 'Lakeview' });
}

describe('resource transfers', () => {
  it('finds a branch that can lend, sends a request for the chosen dates and shows the requests', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/transfer', transferRoutes);
    const lakeview = await findChippers(user);
    expect(within(lakeview).getByText('3/4/2030: 1 · 3/5/2030: 0')).toBeInTheDocument();
    await user.click(within(lakeview).getByRole('button', { name: 'Request' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: '3/5/2030 (0)' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]!.body).toEqual({
      FromBranchId: 2,
      ToBranchId: 1,
      ResourceTypeId: 2,
      JobTitleId: null,
      EquipmentTypeId: 4,
      StartDate: '2030-03-04',
      EndDate: '2030-03-05',
      SelectedDates: ['2030-03-04'],
      Qty: 1,
    });
    expect(await screen.findByText(M.Sent)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ action: 3 }));
    expect(await screen.findByRole('button', { name: 'Confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
  }, 60_000);

  it('says the request failed when the server refuses it', async () => {
    server.use(
      http.post('/api/v1/transfers/_sendRequest', () => HttpResponse.json({ Message: 'x' }, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/transfer', transferRoutes);
    await user.click(within(await findChippers(user)).getByRole('button', { name: 'Request' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(M.SendFailed)).toBeInTheDocument();
  });

  it('confirms a request with the asset chosen from what the lending branch has free', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/transfer?action=3', transferRoutes);
    await user.click(await screen.findByRole('button', { name: 'Confirmed' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmed' }));
    expect(await screen.findByText(M.ChooseQty(1))).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'LV-CH-02' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmed' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.body).toEqual({ Id: 17, StatusId: 4, Version: 3, EquipmentResourceIds: [31] });
  });

  it('asks the equipment status when marking Returned, and lists borrowed resources for the user’s branches', async () => {
    rows = [
      request({
        StatusId: 4,
        Status: 'Confirmed',
        NextStatusIds: [5],
        TransferRequestEquipment: [
          { EquipmentResourceId: 31, AssetNumber: 'LV-CH-02', EquipmentStatus: null },
        ],
      }),
    ];
    const user = userEvent.setup({ delay: null });
    renderRoutes('/transfer?action=2', transferRoutes);
    await user.click(await screen.findByRole('button', { name: 'Returned' }, { timeout: 15_000 }));
    expect(searches[0]!.body).toMatchObject({ StatusIds: [4], ToBranchIds: [1] });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Equipment status/), 'Good condition');
    await user.click(within(dialog).getByRole('button', { name: 'Returned' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.body).toEqual({ Id: 17, StatusId: 5, Version: 3, EquipmentStatus: 'Good condition' });
  });

  it('offers no request or status buttons without Transfers Full', async () => {
    signIn({ Transfers: R });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/transfer', transferRoutes);
    const lakeview = await findChippers(user);
    expect(within(lakeview).queryByRole('button', { name: 'Request' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Show Requests' }));
    expect(
      await screen.findByText('Lakeview', { selector: 'td *, td' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmed' })).not.toBeInTheDocument();
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  F,
  MISSED_PRIORITY_CONFIRM,
  SchedulingPriorityList,
  type WorkOrderToScheduleRow,
} from '@canopy/shared';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { loginResponse } from '../../../test/sessions';
import { buildSchedulesRoute } from './routes';

// The schedule dialog is its own screen with its own tests; here it only reports what it was opened
// with and closes as the user would.
const dialog = vi.hoisted(() => ({ opened: [] as number[][] }));
vi.mock('../create/CreateScheduleDialog', () => ({
  CreateScheduleDialog: (p: { workOrderIds: number[]; opened: boolean; onClose: (ok: boolean) => void }) => {
    if (!p.opened) return null;
    dialog.opened.push(p.workOrderIds);
    return (
      <div role="dialog" aria-label="New schedule">
        <button onClick={() => p.onClose(true)}>Save schedule</button>
        <button onClick={() => p.onClose(false)}>Give up</button>
      </div>
    );
  },
}));

const priority = (id: number) => SchedulingPriorityList.find((p) => p.Id === id)!;
const row = (id: number, priorityId = 3): WorkOrderToScheduleRow => ({
  WorkOrderId: id,
  BranchId: 1,
  Priority: priority(priorityId),
  WoScheduleStatusId: 1,
  StatusId: 2,
  Description: `Prune the oaks ${id}`,
  CustomerName: `Customer ${id}`,
  Address: '1 Elm St',
  City: 'Evanston',
  Zip: '60201',
  ServiceGroupId: 1,
  Services: [{ Name: 'Pruning', ServiceCode: 'PR-1' }],
  EstimatedHours: 4,
  EstimatedValue: 850,
  EstimatedCrew: 2,
  Arborist: { Id: 7, Name: 'Ada Oak' },
  SalesTerritory: null,
});

let rows: WorkOrderToScheduleRow[];
const { record } = mockApi([
  http.get('/api/v1/employees/arborists/0', () => HttpResponse.json([{ Id: 7, Name: 'Ada Oak' }])),
  http.get('/api/v1/branches/employee/:me/:claimType', () =>
    HttpResponse.json({ AllBranchesOption: true, Branches: [{ Id: 1, Name: 'Evanston', StatusId: 1 }] }),
  ),
  http.get('/api/v1/branches/:id/GrowingDegreeDay', () =>
    HttpResponse.json({ BranchId: 1, GrowingDegreeDay: 412 }),
  ),
  http.get('/api/v1/workOrders/schedulingPriorities', () => HttpResponse.json(SchedulingPriorityList)),
  http.get('/api/v1/salesTerritories/all', () =>
    HttpResponse.json([{ Id: 4, Name: 'North Shore', BranchId: 1 }]),
  ),
  http.get('/api/v1/services/codes', () => HttpResponse.json(['PR-1', 'FE-2'])),
  http.get('/api/v1/services/visits', () =>
    HttpResponse.json([
      { Id: 11, ServiceId: 3, ServiceName: 'Pruning', Title: 'Spring', ServiceCode: 'PR-1' },
    ]),
  ),
  http.post('/api/v1/equipment/_search', () => HttpResponse.json([{ Id: 5, Name: 'Bucket truck' }])),
  http.post('/api/v1/workOrders/search-work-order-to-schedule', async ({ request }) => {
    const body = (await request.json()) as { Skip: number; Take: number };
    return HttpResponse.json(rows.slice(body.Skip, body.Skip + body.Take), {
      headers: { 'X-List-Count': String(rows.length) },
    });
  }),
]);
const searches = record((c) => c.path === '/api/v1/workOrders/search-work-order-to-schedule');
const lastBody = () => searches.at(-1)!.body;
const cards = () => screen.queryAllByTestId('to-schedule-card');
const select = async (user: ReturnType<typeof userEvent.setup>, id: number) =>
  user.click(await screen.findByRole('checkbox', { name: `Select work order ${id}` }));

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse(), false);
  rows = Array.from({ length: 15 }, (_, i) => row(101 + i, i === 13 ? 4 : 3));
  dialog.opened = [];
});

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('Build Schedules', () => {
  it('starts with the user as arborist, their primary branch and Original work orders', async () => {
    renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    await screen.findByText('Customer 101');
    expect(searches[0]!.body).toEqual({
      BranchIds: [1],
      SubTypeIds: [1],
      ArboristIds: [7],
      Skip: 0,
      Take: 12,
    });
    expect(within(cards()[0]!).getByText('Normal')).toBeInTheDocument();
  });

  it('shows the estimated value and offers its sort to holders of the pricing claim', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    await screen.findByText('Customer 101');
    expect(within(cards()[0]!).getByText(/\$850\.00/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Estimated value' })).toBeInTheDocument();
  });

  it('keeps the estimated value and its sort from a scheduler without the pricing claim', async () => {
    const user = userEvent.setup({ delay: null });
    // Without WorkOrders_Pricing the server sends no value and the screen offers none.
    useSessionStore
      .getState()
      .signIn(loginResponse({ claims: { Schedules: F, WorkOrders: F, WorkOrder_Menu: F } }), false);
    rows = rows.map((r) => ({ ...r, EstimatedValue: null }));
    renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    await screen.findByText('Customer 101');
    expect(within(cards()[0]!).getByText(/^4 h/).textContent).toBe('4 h · crew of 2');
    await user.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Estimated hours' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Estimated value' })).not.toBeInTheDocument();
  });

  it('reads an emptied arborist filter from the URL as every arborist', async () => {
    renderRoutes(`/workorders/schedule?arboristIds=${encodeURIComponent('[]')}`, [buildSchedulesRoute]);
    await screen.findByText('Customer 101');
    expect(searches[0]!.body).toEqual({ BranchIds: [1], SubTypeIds: [1], Skip: 0, Take: 12 });
  });

  it('searches every sub-type once Original is cleared, and the one chosen after', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(`/workorders/schedule?subTypeIds=${encodeURIComponent('[]')}`, [
      buildSchedulesRoute,
    ]);
    await screen.findByText('Customer 101');
    expect(searches[0]!.body).toEqual({ BranchIds: [1], ArboristIds: [7], Skip: 0, Take: 12 });
    await pick(user, 'Type', 'Corrections');
    await waitFor(() => expect(lastBody()).toMatchObject({ SubTypeIds: [3] }));
    expect(router.state.location.search).toMatchObject({ subTypeIds: [3] });
  }, 60_000);

  it('sends the choice filters in the body and keeps them in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    await screen.findByText('Customer 101');
    await pick(user, 'Priority', 'Missed');
    await pick(user, 'Sales territory', 'North Shore');
    await pick(user, 'Service group', 'Lawn Care');
    await pick(user, 'Service codes', 'FE-2');
    await pick(user, 'Service visits', 'Pruning Spring (PR-1)');
    await pick(user, 'Equipment types', 'Bucket truck');
    await waitFor(() =>
      expect(lastBody()).toEqual({
        BranchIds: [1],
        SubTypeIds: [1],
        ArboristIds: [7],
        PriorityIds: [4],
        SalesTerritoryIds: [4],
        ServiceGroupIds: [3],
        ServiceCodes: ['FE-2'],
        ServiceVisits: [11],
        EquipmentTypeIds: [5],
        Skip: 0,
        Take: 12,
      }),
    );
    expect(router.state.location.search).toMatchObject({
      priorityIds: [4],
      territoryIds: [4],
      groupIds: [3],
      codes: ['FE-2'],
      visitIds: [11],
      equipmentIds: [5],
    });
  }, 60_000);

  it('sends the typed filters, the words and the sort in the body', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    await screen.findByText('Customer 101');
    expect(await screen.findByText('The branch is at 412 today')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer zip codes', { selector: 'input' }), '60201{Enter}');
    await user.type(screen.getByLabelText('Crew number'), '3');
    await user.tab();
    await user.type(screen.getByLabelText('Growing degree days from'), '100');
    await user.tab();
    await user.type(screen.getByLabelText('Growing degree days to'), '300');
    await user.tab();
    await user.type(screen.getByLabelText('Search'), 'oak');
    await user.click(screen.getByLabelText('Reverse order'));
    await waitFor(() =>
      expect(lastBody()).toEqual({
        BranchIds: [1],
        SubTypeIds: [1],
        ArboristIds: [7],
        CustomerZipCodes: ['60201'],
        CrewNumber: 3,
        GrowingDegreeDayMin: 100,
        GrowingDegreeDayMax: 300,
        SearchQuery: 'oak',
        ReverseSort: true,
        Skip: 0,
        Take: 12,
      }),
    );
    expect(router.state.location.search).toMatchObject({ zips: ['60201'], crew: 3, q: 'oak', reverse: true });
  }, 60_000);

  it('shows 12 and appends the next page on "Load more"', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    await screen.findByText('Customer 101');
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Customer 115');
    expect(cards()).toHaveLength(15);
    expect(lastBody()).toMatchObject({ Skip: 12, Take: 12 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the selection across pages and filter changes, and clears it', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    await select(user, 101);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await select(user, 115);
    const bar = screen.getByRole('region', { name: 'Selected work orders' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    rows = [row(201)];
    await pick(user, 'Service group', 'Lawn Care');
    await screen.findByText('Customer 201');
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selected work orders' })).not.toBeInTheDocument();
  }, 60_000);

  it('asks before scheduling a Missed order only, then opens the schedule dialog and clears on success', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    await select(user, 101);
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(screen.queryByText(MISSED_PRIORITY_CONFIRM)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Give up' }));
    expect(dialog.opened.at(-1)).toEqual([101]);
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await select(user, 114); // Missed
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText(MISSED_PRIORITY_CONFIRM)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'New schedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const asked = searches.length;
    await user.click(await screen.findByRole('button', { name: 'Save schedule' }));
    expect(dialog.opened.at(-1)).toEqual([101, 114]);
    expect(screen.queryByRole('region', { name: 'Selected work orders' })).not.toBeInTheDocument();
    await waitFor(() => expect(searches.length).toBeGreaterThan(asked));
  }, 60_000);

  it('says what to do when nothing matches', async () => {
    rows = [];
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/workorders/schedule', [buildSchedulesRoute]);
    expect(
      await screen.findByText('No work orders waiting for a schedule match these filters.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastBody()).toEqual({ Skip: 0, Take: 12 }));
    expect(router.state.location.search).toMatchObject({ branchIds: [], arboristIds: [] });
  });
});

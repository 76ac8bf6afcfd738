import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  R,
  ScheduleWorkOrderMessages as M,
  type ClaimFlags,
  type Schedule,
  type ScheduleAddRow,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { adminClaims, loginResponse } from '../../../test/sessions';
import { scheduleRoutes } from '../routes';

const scheduleOf = (over: Partial<Schedule> = {}): Schedule => ({
  Id: 31,
  StatusId: 1,
  ScheduleStatus: 'Open',
  BranchId: 2,
  BranchName: 'Lakeview',
  Notes: null,
  Active: true,
  TotalValue: 0,
  TotalHours: 0,
  Version: 3,
  ScheduleDates: [],
  ...over,
});
const wo = (id: number, route: number): ScheduleWorkOrder => ({
  WorkOrderId: id,
  RouteOrderId: route,
  EstimatedHours: 2,
  ActualHours: 0,
  ActualEquipmentCost: 12.5,
  EstimatedValue: 500,
  EstimatedCrew: 2,
  SalesTerritoryId: null,
  SalesTerritory: null,
  ServiceGroupId: 1,
  QualifiesForPrevailingWage: false,
  TotalPrevailingWageHours: 1.5,
  BranchId: 2,
  StatusId: 3,
  WorkOrderStatus: 'Scheduled',
  Description: null,
  CustomerName: `Customer ${id}`,
  Address: null,
});
const toAdd = (id: number): ScheduleAddRow => ({
  WorkOrderId: id,
  BranchId: 2,
  BranchName: 'Lakeview',
  Priority: { Id: 1, Name: 'Urgent', Colour: 'red' },
  WoScheduleStatusId: 1,
  StatusId: 2,
  WorkOrderStatus: 'Ready For Scheduling',
  ServiceGroupId: 1,
  ServiceGroup: 'Arbor Care',
  SalesTerritory: null,
  Description: null,
  CustomerName: `Waiting ${id}`,
  Address: null,
  EstimatedHours: 3,
  EstimatedValue: 250,
});

let schedule: Schedule;
const { server, record } = mockApi([
  http.get('/api/v1/schedules/31', () => HttpResponse.json(schedule)),
  http.get('/api/v1/schedules/31/work-orders', () => HttpResponse.json([wo(120, 1), wo(121, 2), wo(122, 3)])),
  http.get('/api/v1/schedules/31/notes', () => HttpResponse.json([])),
  http.get('/api/v1/branches/employee/*', () =>
    HttpResponse.json({ Branches: [{ Id: 2, Name: 'Lakeview' }] }),
  ),
  http.get('/api/v1/salesTerritories/all', () => HttpResponse.json([])),
  http.post('/api/v1/schedules/31/work-orders-to-schedule', async ({ request }) => {
    const { Skip = 0 } = (await request.json()) as { Skip?: number };
    const rows = Array.from({ length: 14 }, (_, i) => toAdd(200 + i)).slice(Skip, Skip + 12);
    return HttpResponse.json(rows, { headers: { 'X-List-Count': '14' } });
  }),
]);
const writes = record((c) => c.method !== 'GET');
const signIn = (claims: ClaimFlags = adminClaims) =>
  useSessionStore.getState().signIn(loginResponse({ claims }), false);

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  signIn();
  schedule = scheduleOf();
});

const open = async () => {
  renderRoutes('/schedules/info?id=31&tab=workorders', scheduleRoutes);
  return screen.findByRole('table', { name: 'Work orders on this schedule' }, { timeout: 15_000 });
};

describe('the schedule’s work orders tab', () => {
  it('adds work orders chosen across pages of the to-schedule search, 12 a page', async () => {
    server.use(http.post('/api/v1/schedules/31/work-orders/add', () => HttpResponse.json([])));
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Add work orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add work orders' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Work order 200' }));
    expect(within(dialog).getByText('1–12 of 14')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(12);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Work order 213' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 work orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const searches = writes.filter((c) => c.path.endsWith('work-orders-to-schedule'));
    expect(searches[0]!.body).toEqual({ BranchIds: [2], Skip: 0, Take: 12 });
    expect(writes.find((c) => c.path.endsWith('/add'))).toEqual({
      method: 'POST',
      path: '/api/v1/schedules/31/work-orders/add',
      body: [200, 213],
    });
  }, 60_000);

  it('says the spec’s message when adding fails', async () => {
    server.use(
      http.post('/api/v1/schedules/31/work-orders/add', () =>
        HttpResponse.json({ Message: 'boom' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Add work orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add work orders' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Work order 201' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 work order' }));
    expect(await screen.findByText(M.AddFailed)).toBeInTheDocument();
  }, 60_000);

  it('removes a work order after asking, and shows the rule when it is the last one', async () => {
    server.use(
      http.delete('/api/v1/schedules/31/work-orders/121/remove', () =>
        HttpResponse.json(
          { Message: M.AtLeastOne, ModelState: { Service: [M.AtLeastOne] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Remove work order 121' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove work order' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(M.AtLeastOne)).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/v1/schedules/31/work-orders/121/remove' }]);
  });

  it('moves work orders up and down and saves the route order', async () => {
    server.use(http.put('/api/v1/schedules/31/work-orders/route-order', () => HttpResponse.json([])));
    const user = userEvent.setup({ delay: null });
    const table = await open();
    await user.click(within(table).getByRole('button', { name: 'Move work order 122 up' }));
    await user.click(within(table).getByRole('button', { name: 'Move work order 120 down' }));
    const ids = within(table)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(ids).toEqual(['122', '120', '121']);
    await user.click(screen.getByRole('button', { name: 'Save route order' }));
    expect(await screen.findByText(M.RouteOrderSaved)).toBeInTheDocument();
    expect(writes[0]!.body).toEqual([
      { WorkOrderId: 122, RouteOrderId: 1 },
      { WorkOrderId: 120, RouteOrderId: 2 },
      { WorkOrderId: 121, RouteOrderId: 3 },
    ]);
  });

  it('says so when the route order cannot be saved and puts the order back', async () => {
    server.use(
      http.put('/api/v1/schedules/31/work-orders/route-order', () =>
        HttpResponse.json({ Message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const table = await open();
    await user.click(within(table).getByRole('button', { name: 'Move work order 121 up' }));
    await user.click(screen.getByRole('button', { name: 'Save route order' }));
    expect(await screen.findByText(M.RouteOrderFailed)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['120', '121', '122']),
    );
  });

  it('is read-only when the schedule is confirmed or the user lacks Branch and Full', async () => {
    for (const [claims, status] of [
      [adminClaims, { StatusId: 4, ScheduleStatus: 'Confirmed' }],
      [{ Schedules: R }, {}],
    ] as const) {
      signIn(claims as ClaimFlags);
      schedule = scheduleOf(status);
      const table = await open();
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$12.50');
      expect(screen.queryByRole('button', { name: 'Add work orders' })).toBeNull();
      expect(within(table).queryByRole('button', { name: /Move work order|Remove work order/ })).toBeNull();
      cleanup();
    }
    expect(writes).toEqual([]);
  });
});

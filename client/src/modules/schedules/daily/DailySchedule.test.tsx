import { installFakeIndexedDb } from '../../../test/fakeIndexedDb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  ScheduleDailyMessages,
  todayIsoDate,
  type ClaimFlags,
  type DailySchedule,
  type DailyWorkOrder,
} from '@canopy/shared';
import { serverKey } from '@canopy/sync/protocol';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { adminClaims, foremanClaims, loginResponse } from '../../../test/sessions';
import {
  closeTestDevice,
  goOffline,
  openTestDevice,
  type TestDevice,
} from '../../work-order-services/crewTesting';
import { useOfflineContext } from '../../../offline/context';
import { scheduleRoutes } from '../routes';
import { DAY_CHANGED } from './DeviceDays';

installFakeIndexedDb();

/**
 * What a screen fetches once it is up (drag and drop, the live query) arrives when a test lets it:
 * on a fast machine it would otherwise come before the test's first tap.
 */
const later = vi.hoisted(() => ({ held: null as Promise<void> | null, release: () => {} }));
vi.mock('../../../app/shell/afterScreenShown', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../app/shell/afterScreenShown')>();
  return {
    ...real,
    useAfterScreenShown: <M,>(
      router: Parameters<typeof real.useAfterScreenShown>[0],
      load: () => Promise<M>,
    ) =>
      real.useAfterScreenShown(router, async () => {
        await later.held;
        return load();
      }),
  };
});
const holdLater = () => {
  later.held = new Promise((resolve) => (later.release = resolve));
};

const { server, record } = mockApi([
  http.get('/api/v1/branches/employee/:me/:claimType', () =>
    HttpResponse.json({ AllBranchesOption: true, Branches: [{ Id: 1, Name: 'Evanston', StatusId: 1 }] }),
  ),
  http.get('/api/v1/schedules/scheduled-foremen', () => HttpResponse.json([{ Id: 7, Name: 'Ada Oak' }])),
]);
const routeSaves = record((c) => c.method === 'PUT' && c.path.endsWith('/work-orders/route-order'));
const ends = record((c) => c.method === 'PUT' && c.path.endsWith('/end'));
const today = todayIsoDate();

const workOrder = (WorkOrderId: number, over: Partial<DailyWorkOrder> = {}): DailyWorkOrder => ({
  WorkOrderId,
  RouteOrderId: 1,
  StatusId: 3,
  WorkOrderStatus: 'Scheduled',
  CustomerName: `Customer ${WorkOrderId}`,
  Address: `${WorkOrderId} Elm St, Evanston, IL 60201`,
  Latitude: null,
  Longitude: null,
  EstimatedHours: 2,
  ClockedOutDate: null,
  ClockedOutAt: null,
  ...over,
});

const theDay = (over: Partial<DailySchedule> = {}): DailySchedule => ({
  ScheduleId: 40,
  ScheduleDateId: 400,
  ScheduleDate_: today,
  StartTime: '09:00',
  EndTime: '17:00',
  StatusId: 1,
  ScheduleStatus: 'Open',
  BranchId: 1,
  BranchName: 'Evanston',
  Version: 3,
  ScheduleCrews: [
    {
      Id: 1,
      Employee: { Id: 7, Name: 'Ada Oak' },
      JobTitle: { Id: 1, Name: 'Foreman' },
      IsForeman: true,
      Active: true,
    },
  ],
  ScheduleEquipments: [
    {
      Id: 2,
      Equipment: { Id: 5, Name: 'Chipper', UnitPrice: 150 },
      EquipmentResource: { Id: 8, AssetNumber: 'CH-12' },
      DailyRate: 150,
      Active: true,
    },
  ],
  // North, south, unplaced, then between: the shortest route runs 10, 13, 11 with 12 kept at the end.
  WorkOrders: [
    workOrder(10, { RouteOrderId: 1, Latitude: 42.2, Longitude: -87.7 }),
    workOrder(11, { RouteOrderId: 2, Latitude: 42.0, Longitude: -87.7 }),
    workOrder(12, { RouteOrderId: 3 }),
    workOrder(13, { RouteOrderId: 4, Latitude: 42.1, Longitude: -87.7 }),
  ],
  MayClockOut: true,
  LatestScheduleDate: today,
  ...over,
});

let device: TestDevice;
const signIn = (claims: ClaimFlags) => useSessionStore.getState().signIn(loginResponse({ claims }), false);

async function holdDay(day: DailySchedule) {
  await device.ctx.store.putRecord({
    Entity: 'scheduleDay',
    Key: serverKey(day.ScheduleDateId),
    Id: day.ScheduleDateId,
    Version: day.Version,
    Data: day,
    Base: { Id: day.ScheduleDateId, Version: day.Version, Data: day },
    Pending: 0,
    NeedsReview: false,
  });
}

const order = () =>
  within(screen.getByRole('list', { name: 'Work orders in route order' }))
    .getAllByRole('listitem')
    .map((i) => i.getAttribute('aria-label'));

/**
 * A card comes to say `text`. The card is looked up afresh each time: when the live query or drag
 * and drop take over, the list draws new cards, and a card found before that never changes again.
 */
const cardSays = (name: string, text: RegExp) =>
  waitFor(() => expect(within(screen.getByRole('listitem', { name })).getByText(text)).toBeInTheDocument(), {
    timeout: 10_000,
  });

/** The foreman's day held on the device, opened with no connection. */
async function openDayOffline() {
  signIn(foremanClaims);
  await holdDay(theDay());
  goOffline();
  const user = userEvent.setup({ delay: null });
  renderRoutes('/schedules/daily', scheduleRoutes);
  return user;
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  device = openTestDevice(7);
});
afterEach(async () => {
  later.release();
  later.held = null;
  await closeTestDevice();
});

describe("the foreman's day on the device", () => {
  it('shows the day with no connection and queues reorder, optimise and clock-out for sync', async () => {
    const user = await openDayOffline();

    await screen.findByRole('list', { name: 'Work orders in route order' }, { timeout: 15_000 });
    expect(order()).toEqual(['work order 10', 'work order 11', 'work order 12', 'work order 13']);
    expect(screen.getByText('Ada Oak (foreman)')).toBeInTheDocument();
    expect(screen.getByText('Chipper CH-12')).toBeInTheDocument();
    expect(screen.queryByLabelText('Branch')).not.toBeInTheDocument();
    // Drag and drop arrives once the day is shown, with no connection too; the steps below use its cards.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Drag work order 10' })).toHaveAttribute(
        'aria-roledescription',
        'sortable',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Move work order 10 down' }));
    await waitFor(() =>
      expect(order()).toEqual(['work order 11', 'work order 10', 'work order 12', 'work order 13']),
    );
    expect(await screen.findByText('Work order order updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Optimise route' }));
    await waitFor(() =>
      expect(order()).toEqual(['work order 10', 'work order 13', 'work order 11', 'work order 12']),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select work order 13' }));
    await user.click(screen.getByRole('button', { name: 'Clock out (1)' }));
    await cardSays('work order 13', /^Clocked out/);

    // One queued change carries all of it, against the Version the device started from.
    const [queued, ...rest] = await device.outbox();
    expect(rest).toEqual([]);
    expect(queued).toMatchObject({
      Entity: 'scheduleDay',
      Op: 'update',
      Key: 's:400',
      Id: 400,
      BaseVersion: 3,
    });
    const body = queued!.Data as {
      RouteOrder: unknown;
      ClockOuts: { WorkOrderId: number; ClockedOutAt: string }[];
    };
    expect(body.RouteOrder).toEqual([
      { WorkOrderId: 10, RouteOrderId: 1 },
      { WorkOrderId: 13, RouteOrderId: 2 },
      { WorkOrderId: 11, RouteOrderId: 3 },
      { WorkOrderId: 12, RouteOrderId: 4 },
    ]);
    expect(body.ClockOuts).toEqual([{ WorkOrderId: 13, ClockedOutAt: expect.any(String) }]);
    expect(Date.now() - Date.parse(body.ClockOuts[0]!.ClockedOutAt)).toBeLessThan(60_000);
  });

  /** The day held on the device, opened before its engine and live queries (they load after the screen). */
  async function openDayFromFirstRead() {
    signIn(foremanClaims);
    await holdDay(theDay());
    goOffline();
    useOfflineContext.setState({ ctx: null });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/schedules/daily', scheduleRoutes);
    await screen.findByRole('list', { name: 'Work orders in route order' }, { timeout: 15_000 });
    return user;
  }

  it('shows the day from a first read before the offline layer opens, which then takes over', async () => {
    const user = await openDayFromFirstRead();
    expect(order()).toEqual(['work order 10', 'work order 11', 'work order 12', 'work order 13']);
    expect(screen.getByText('Ada Oak (foreman)')).toBeInTheDocument();
    // A clock-out asked for now waits for the engine.
    await user.click(screen.getByRole('checkbox', { name: 'Select work order 13' }));
    await user.click(screen.getByRole('button', { name: 'Clock out (1)' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(await device.outbox()).toEqual([]);

    useOfflineContext.setState({ ctx: device.ctx });
    await cardSays('work order 13', /^Clocked out/);
    expect(await device.outbox()).toMatchObject([
      { Entity: 'scheduleDay', Op: 'update', Key: 's:400', Id: 400, BaseVersion: 3 },
    ]);
    // The live query follows the device from then on: a sync's answer shows.
    await holdDay(theDay({ Version: 4, BranchName: 'Skokie' }));
    expect(await screen.findByText(/^Skokie ·/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('refuses a change asked for on the first read when the day changed on the device meanwhile', async () => {
    const user = await openDayFromFirstRead();
    await user.click(screen.getByRole('checkbox', { name: 'Select work order 13' }));
    await user.click(screen.getByRole('button', { name: 'Clock out (1)' }));
    await holdDay(theDay({ Version: 4, BranchName: 'Skokie' }));

    useOfflineContext.setState({ ctx: device.ctx });
    expect(await screen.findByText(DAY_CHANGED, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(/^Skokie ·/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/^Clocked out/)).toBeNull();
    expect(await device.outbox()).toEqual([]);
  });

  it('refuses hours that end before they start with the spec message, queuing nothing', async () => {
    const user = await openDayOffline();
    const start = await screen.findByLabelText('Start', {}, { timeout: 15_000 });
    await user.clear(start);
    await user.type(start, '18:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ScheduleDailyMessages.HoursNotValid);
    expect(await device.outbox()).toEqual([]);
  });

  it('keeps the taps and the focus of cards pressed while drag and drop arrives', async () => {
    holdLater();
    const user = await openDayOffline();
    await screen.findByRole('list', { name: 'Work orders in route order' }, { timeout: 15_000 });
    const sortable = () =>
      screen.getByRole('button', { name: 'Drag work order 10' }).getAttribute('aria-roledescription');

    // The cards follow the pointer from their effects on: those have run before the finger lands.
    await act(async () => {});
    // Pressed on the plain cards; drag and drop arrives (the screen is up) while the finger is down.
    const up = screen.getByRole('button', { name: 'Move work order 12 up' });
    await user.pointer({ keys: '[MouseLeft>]', target: up });
    later.release();
    await import('./SortableCards');
    await new Promise((r) => setTimeout(r, 200));
    expect(sortable()).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: up });
    await waitFor(() =>
      expect(order()).toEqual(['work order 10', 'work order 12', 'work order 11', 'work order 13']),
    );
    // A second tap just after the first lift is kept too, and the cards it left focused.
    await user.click(screen.getByRole('checkbox', { name: 'Select work order 13' }));

    await waitFor(() => expect(sortable()).toBe('sortable'));
    expect(up).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Select work order 13' });
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Clock out (1)' })).toBeEnabled();
  });

  it('keeps clock-out closed before the day has come, and says there is no schedule on other days', async () => {
    signIn(foremanClaims);
    await holdDay(theDay({ ScheduleDate_: '2030-01-02', LatestScheduleDate: '2030-01-03' }));
    goOffline();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/schedules/daily?date=2030-01-02', scheduleRoutes);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select work order 10' }, { timeout: 15_000 }),
    );
    expect(screen.getByRole('button', { name: 'Clock out (1)' })).toBeDisabled();
    expect(screen.getByText(/Clock-out opens on the day itself/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End schedule' })).toBeNull();

    await router.navigate({ to: '/schedules/daily', search: { date: '2031-01-02' } });
    expect(await screen.findByText('No schedule for this day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2031-01-03' }));
  });
  it('ends the schedule on its last day through the outbox, and offers no end before it', async () => {
    signIn(foremanClaims);
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA');
    await holdDay(
      theDay({ ScheduleDateId: 401, ScheduleDate_: yesterday, LatestScheduleDate: '2099-01-01' }),
    );
    await holdDay(theDay());
    goOffline();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(`/schedules/daily?date=${yesterday}`, scheduleRoutes);
    await screen.findByRole('list', { name: 'Work orders in route order' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'End schedule' })).toBeNull();

    await router.navigate({ to: '/schedules/daily', search: { date: today } });
    await user.click(await screen.findByRole('button', { name: 'End schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'End schedule' }));
    expect(await screen.findByText('Ended schedule successfully')).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End schedule' })).toBeNull());
    expect(screen.getByText(ScheduleDailyMessages.ClockOutNotAllowed)).toBeInTheDocument();

    const [queued, ...rest] = await device.outbox();
    expect(rest).toEqual([]);
    expect(queued).toMatchObject({
      Entity: 'scheduleDay',
      Op: 'update',
      Id: 400,
      BaseVersion: 3,
      Data: { End: true },
    });
  });
});

describe('the branch view', () => {
  it('lists the days online with branch and foreman filters, saving the route through the server', async () => {
    signIn(adminClaims);
    server.use(http.post('/api/v1/schedules/search-daily', () => HttpResponse.json([theDay()])));
    server.use(http.put('/api/v1/schedules/:id/work-orders/route-order', () => HttpResponse.json([])));
    const user = userEvent.setup({ delay: null });
    renderRoutes('/schedules/daily', scheduleRoutes);
    await screen.findByRole('list', { name: 'Work orders in route order' }, { timeout: 15_000 });
    expect(screen.getByPlaceholderText('Every branch')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Every foreman')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move work order 11 up' }));
    await waitFor(() => expect(routeSaves).toHaveLength(1));
    expect(routeSaves[0]!.path).toBe('/api/v1/schedules/40/work-orders/route-order');
    expect((routeSaves[0]!.body as { WorkOrderId: number }[]).map((r) => r.WorkOrderId)).toEqual([
      11, 10, 12, 13,
    ]);
    expect(await screen.findByText('Work order order updated')).toBeInTheDocument();
  });

  it('ends the schedule online with the Version it read, and says so', async () => {
    signIn(adminClaims);
    let day = theDay();
    server.use(
      http.post('/api/v1/schedules/search-daily', () => HttpResponse.json([day])),
      http.put('/api/v1/schedules/:id/end', () => {
        day = theDay({ StatusId: 3, ScheduleStatus: 'Completed', MayClockOut: false, Version: 4 });
        return HttpResponse.json({ StatusId: 3, ScheduleStatus: 'Completed', Version: 4, Warnings: [] });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/schedules/daily', scheduleRoutes);
    await user.click(await screen.findByRole('button', { name: 'End schedule' }, { timeout: 15_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End schedule' }));
    expect(await screen.findByText('Ended schedule successfully')).toBeInTheDocument();
    expect(ends).toMatchObject([{ path: '/api/v1/schedules/40/end', body: { Version: 3 } }]);
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End schedule' })).toBeNull();
  });

  it('shows the server’s refusal when ending fails', async () => {
    signIn(adminClaims);
    const message = 'The schedule can be ended on or after its last day, 01/05/2099.';
    server.use(
      http.post('/api/v1/schedules/search-daily', () => HttpResponse.json([theDay()])),
      http.put('/api/v1/schedules/:id/end', () =>
        HttpResponse.json({ Message: message, ModelState: { Service: [message] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/schedules/daily', scheduleRoutes);
    await user.click(await screen.findByRole('button', { name: 'End schedule' }, { timeout: 15_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End schedule' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Ended schedule successfully')).toBeNull();
  });
});

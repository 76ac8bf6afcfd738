import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { todayIsoDate, type SyncWorkOrder } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { CREW_LOOKUPS } from '../../offline/lookups';
import { entry, image } from '../work-order-media/testing';
import {
  closeTestDevice,
  goOffline,
  goOnline,
  openTestDevice,
  tableRow,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { NOT_OFFLINE_YET } from '../work-order-services/crewWorkOrder';
import { log } from '../work-order-services/testing';
import { workOrderRoutes } from './routes';
import { signIn, stubCanvas, workOrderFixture, mockWorkOrderApi } from './testing';

installFakeIndexedDb();

const { server, calls } = mockWorkOrderApi();
let device: TestDevice;

/** The work order as the pull leaves it on the device. */
const synced = (): SyncWorkOrder => ({
  ...workOrderFixture({ Description: 'Prune the oaks over the drive' }),
  LocationAddress: '12 Oak St, Evanston',
  Schedules: [
    {
      ScheduleId: 30,
      Dates: [
        {
          ScheduleDateId: 301,
          Date: '2026-05-04',
          StartTime: '07:30',
          EndTime: '16:30',
          Crew: [
            { ScheduleCrewId: 1, EmployeeId: 7, Name: 'Ada Oak', IsForeman: false },
            { ScheduleCrewId: 2, EmployeeId: 8, Name: 'Joe Root', IsForeman: true },
          ],
        },
      ],
    },
  ],
  ServiceItemIds: [101],
});

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  URL.createObjectURL = vi.fn(() => 'blob:on-device');
  URL.revokeObjectURL = vi.fn();
  stubCanvas();
});
beforeEach(async () => {
  signIn();
  device = openTestDevice();
  await device.lookup(CREW_LOOKUPS.employees, [
    { Id: 7, Name: 'Ada Oak' },
    { Id: 8, Name: 'Joe Root' },
  ]);
  await device.lookup(CREW_LOOKUPS.hourTypes, [{ Id: 1, Name: 'Standard' }]);
});
afterEach(async () => {
  // Unmounted first, so the device going back online wakes no screen of this test in the next one;
  // unmounting the shell lets go of the offline context, so the test's database is dropped by hand.
  const { db } = device.ctx;
  cleanup();
  await closeTestDevice();
  await db.delete();
});

const open = (tab?: string) =>
  renderRoutes(`/workorders/info?id=12${tab ? `&tab=${tab}` : ''}`, workOrderRoutes);
const heading = () => screen.findByRole('heading', { name: 'Work Order 12' }, { timeout: 15_000 });

describe('the work order info screen without a connection', { timeout: 30_000 }, () => {
  it('opens from the device’s copy with its crew, and leaves what needs the server disabled', async () => {
    await device.pulled('workOrder', synced());
    goOffline();
    open();
    await heading();
    expect(screen.getByLabelText('Work order status')).toHaveTextContent('In Progress');
    expect(screen.getByRole('link', { name: 'Diaz Family' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 Oak St, Evanston' })).toBeInTheDocument();
    expect(screen.getByText('Prune the oaks over the drive', { selector: 'p' })).toBeInTheDocument();
    const day = within(screen.getByRole('table', { name: 'Schedule and crew' })).getAllByRole('row')[1]!;
    expect(day).toHaveTextContent('5/4/2026');
    expect(day).toHaveTextContent('Joe Root (foreman), Ada Oak');

    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Complete work order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request cancellation' })).toBeDisabled();
    expect(screen.getAllByText('Needs a connection.').length).toBeGreaterThanOrEqual(2);
    // Basic info is shown as synced, with nothing to edit or save.
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Prune the oaks over the drive');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(
      await screen.findByText(/services of this work order are shown when the device is back online/),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lets the crew add a daily log, which waits on the device for the server', async () => {
    await device.pulled('workOrder', synced());
    await device.pulled('dailyLog', log({ Id: 70, WorkOrderId: 12, EmployeeId: 8, Name: 'Joe Root' }));
    goOffline();
    open('dailylogs');
    await heading();
    await tableRow('Joe Root');

    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add daily log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add daily log' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(await tableRow('Ada Oak')).getByText('Not synced')).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Entity: 'dailyLog',
        Op: 'create',
        Data: expect.objectContaining({ WorkOrderId: 12, EmployeeId: 7, Date: todayIsoDate() }),
      }),
    ]);
    expect(calls).toEqual([]);
  });

  it('falls back to the device when the server cannot be reached, with its photos and scouting report', async () => {
    server.use(
      http.get('/api/v1/workOrders/12', () => HttpResponse.error()),
      http.get('/api/v1/workOrders/12/images', () => HttpResponse.error()),
    );
    await device.pulled('workOrder', synced());
    await device.pulled('workOrderImage', image({ WorkOrderId: 12 }));
    await device.pulled('scoutingReport', entry({ WorkOrderId: 12 }));
    open('images');
    await heading();
    expect(await screen.findByRole('listitem', { name: 'Broken fence' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Scouting report' }));
    expect(await screen.findByRole('listitem', { name: 'White oak' })).toBeInTheDocument();
  });

  it('says so when the device does not hold the work order', async () => {
    goOffline();
    open();
    expect(await screen.findByText(NOT_OFFLINE_YET, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Work Order 12' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('reads the server again once the connection is back', async () => {
    server.use(http.get('/api/v1/workOrders/12', () => HttpResponse.json(workOrderFixture())));
    await device.pulled('workOrder', synced());
    goOffline();
    open();
    await heading();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    goOnline();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { DailyLogMessages as M, todayIsoDate, UserRoles, WorkOrderStatuses } from '@canopy/shared';
import { claimsOf } from '../../test/sessions';
import { CREW_LOOKUPS } from '../../offline/lookups';
import {
  closeTestDevice,
  crewWorkOrder,
  goOffline,
  openTestDevice,
  renderCrew,
  tableRow,
  type TestDevice,
} from './crewTesting';
import { NOT_OFFLINE_YET } from './crewWorkOrder';
import { DailyLogsSection } from './DailyLogsSection';
import { log, signIn, workOrder } from './testing';

installFakeIndexedDb();

let device: TestDevice;
const today = todayIsoDate();

beforeEach(async () => {
  signIn();
  device = openTestDevice();
  await device.pulled('workOrder', crewWorkOrder());
  await device.lookup(CREW_LOOKUPS.employees, [
    { Id: 7, Name: 'Ada Oak' },
    { Id: 8, Name: 'Bo Ash' },
  ]);
  await device.lookup(CREW_LOOKUPS.hourTypes, [
    { Id: 1, Name: 'Standard' },
    { Id: 2, Name: 'Prevailing Wage' },
  ]);
});
afterEach(closeTestDevice);

const render = (onChanged = vi.fn()) =>
  renderCrew(<DailyLogsSection workOrder={workOrder()} onChanged={onChanged} />);

async function openAdd() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add daily log' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add daily log' }) };
}

const row = tableRow;

describe('the daily logs section', { timeout: 30_000 }, () => {
  it("starts a new log for the user today at the times of that day's latest log, and keeps it through a reload", async () => {
    await device.pulled(
      'dailyLog',
      log({ Id: 70, EmployeeId: 8, Name: 'Bo Ash', Date: today, TimeIn: '06:00' }),
    );
    await device.pulled(
      'dailyLog',
      log({
        Id: 71,
        EmployeeId: 8,
        Name: 'Bo Ash',
        Date: today,
        TimeIn: '08:00',
        TimeOut: '15:30',
        Notes: null,
      }),
    );
    const onChanged = vi.fn();
    const { unmount } = render(onChanged);
    expect(await screen.findByText('Pruned the oak')).toBeInTheDocument();
    const { user, dialog } = await openAdd();

    expect(within(dialog).getByLabelText(/^Time In/)).toHaveValue('08:00');
    expect(within(dialog).getByLabelText(/^Time Out/)).toHaveValue('15:30');
    expect(within(dialog).getByText('7.50')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Employee/ })).toHaveValue('Ada Oak');

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const mine = await row('Ada Oak');
    expect(within(mine).getByText('Not synced')).toBeInTheDocument();
    expect(within(mine).getByText('7.50')).toBeInTheDocument();
    expect(within(mine).getByText('Standard')).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Entity: 'dailyLog',
        Op: 'create',
        Id: null,
        Data: {
          WorkOrderId: 501,
          EmployeeId: 7,
          Date: today,
          TimeIn: '08:00',
          TimeOut: '15:30',
          HourTypeId: 1,
          DailyLogTypeId: 1,
          Notes: null,
        },
      }),
    ]);

    unmount();
    render();
    expect(within(await row('Ada Oak')).getByText('Not synced')).toBeInTheDocument();
  });

  it('keeps 7:30 to 16:30 when the work order has no log that day, and takes a date’s times when the date changes', async () => {
    const yesterday = format(addDays(new Date(), -1), 'yyyy-MM-dd');
    await device.pulled('dailyLog', log({ Date: yesterday, TimeIn: '06:15', TimeOut: '14:00' }));
    render();
    const { user, dialog } = await openAdd();
    expect(within(dialog).getByLabelText(/^Time In/)).toHaveValue('07:30');
    expect(within(dialog).getByLabelText(/^Time Out/)).toHaveValue('16:30');
    expect(within(dialog).getByText('9.00')).toBeInTheDocument();

    const date = within(dialog).getByRole('textbox', { name: /^Date/ });
    await user.clear(date);
    await user.type(date, yesterday);
    await waitFor(() => expect(within(dialog).getByLabelText(/^Time In/)).toHaveValue('06:15'));
    expect(within(dialog).getByLabelText(/^Time Out/)).toHaveValue('14:00');
  });

  it('refuses hours for a future date and Time In after Time Out before queuing anything', async () => {
    render();
    const { user, dialog } = await openAdd();
    const date = within(dialog).getByRole('textbox', { name: /^Date/ });
    await user.clear(date);
    await user.type(date, format(addDays(new Date(), 1), 'yyyy-MM-dd'));
    expect(await within(dialog).findByText(M.FutureDate)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Time In/), { target: { value: '17:00' } });
    expect(await within(dialog).findByText(M.TimeInAfterTimeOut)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await device.outbox()).toEqual([]);
  });

  it('allows one log per employee, work order and day, checked on the device', async () => {
    await device.pulled('dailyLog', log({ Date: today }));
    render();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(M.AlreadyExists)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add daily log' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Employee/ }));
    await user.click(await screen.findByRole('option', { name: 'Bo Ash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await device.outbox()).map((e) => e.Data)).toEqual([expect.objectContaining({ EmployeeId: 8 })]);
  });

  it('queues an edit as the save body without Id and Version, based on the version it started from', async () => {
    await device.pulled('dailyLog', log());
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit log of Ada Oak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit daily log' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Cabled the oak');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(await row('Cabled the oak')).getByText('Not synced')).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Op: 'update',
        Key: 's:71',
        Id: 71,
        BaseVersion: 1,
        Data: {
          EmployeeId: 7,
          Date: '2025-05-02',
          TimeIn: '07:30',
          TimeOut: '16:30',
          HourTypeId: 1,
          DailyLogTypeId: 1,
          Notes: 'Cabled the oak',
        },
      }),
    ]);
  });

  it('sends a log edited before its add went out as one add with the latest values', async () => {
    render();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Edit log of Ada Oak' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit daily log' });
    await user.type(within(edit).getByRole('textbox', { name: 'Notes' }), 'Mulched');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    await screen.findByText('Mulched');
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Op: 'create',
        Data: expect.objectContaining({ WorkOrderId: 501, EmployeeId: 7, Date: today, Notes: 'Mulched' }),
      }),
    ]);
  });

  it('deletes after confirmation', async () => {
    await device.pulled('dailyLog', log());
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete log of Ada Oak' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete daily log' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No daily logs yet.')).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({ Op: 'delete', Key: 's:71', Id: 71, BaseVersion: 1 }),
    ]);
  });

  it('shows logs synced from other devices as they arrive, and marks those the server sent back for review', async () => {
    render();
    expect(await screen.findByText('No daily logs yet.')).toBeInTheDocument();
    await device.pulled('dailyLog', log({ Notes: 'From the other tablet' }));
    expect(await screen.findByText('From the other tablet')).toBeInTheDocument();

    await device.ctx.store.putRecord({
      ...(await device.ctx.store.getRecord('dailyLog', 's:71'))!,
      NeedsReview: true,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Needs review'));
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
  });

  it('works with no connection, and says so when the work order is not on the device', async () => {
    goOffline();
    await device.pulled('dailyLog', log());
    render();
    expect(await screen.findByText('Pruned the oak')).toBeInTheDocument();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('combobox', { name: /^Employee/ }));
    await user.click(await screen.findByRole('option', { name: 'Bo Ash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(await row('Bo Ash')).getByText('Not synced')).toBeInTheDocument();

    await device.ctx.db.workOrders.clear();
    expect(await screen.findByText(NOT_OFFLINE_YET)).toBeInTheDocument();
  });

  it("offers the work order's crew even when the people list is not on the device", async () => {
    await device.ctx.db.lookups.clear();
    await device.pulled(
      'workOrder',
      crewWorkOrder({
        Schedules: [
          {
            ScheduleId: 1,
            Dates: [
              {
                ScheduleDateId: 1,
                Date: today,
                StartTime: '07:00',
                EndTime: '15:00',
                Crew: [{ ScheduleCrewId: 3, EmployeeId: 9, Name: 'Cy Elm', IsForeman: true }],
              },
            ],
          },
        ],
      }),
    );
    goOffline();
    render();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('combobox', { name: /^Employee/ }));
    await user.click(await screen.findByRole('option', { name: 'Cy Elm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(await row('Cy Elm')).getByText('Not synced')).toBeInTheDocument();
    expect((await device.outbox()).map((e) => e.Data)).toEqual([expect.objectContaining({ EmployeeId: 9 })]);
  });

  it('waits for the first sync of a work order just opened online', async () => {
    await device.ctx.db.workOrders.clear();
    render();
    expect(await screen.findByLabelText('Loading work order')).toBeInTheDocument();
    await device.pulled('workOrder', crewWorkOrder());
    expect(await screen.findByRole('button', { name: 'Add daily log' })).toBeInTheDocument();
  });

  it('hides edit and delete without Employee_ManageHours Full, and adding without DailyLogs Full', async () => {
    await device.pulled('dailyLog', log());
    signIn(claimsOf(UserRoles.Foreman));
    const { unmount } = render();
    expect(await screen.findByText('Pruned the oak')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add daily log' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit log of Ada Oak' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete log of Ada Oak' })).not.toBeInTheDocument();
    unmount();

    signIn(claimsOf(UserRoles.OfficeManager));
    render();
    expect(await screen.findByText('Pruned the oak')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add daily log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit log of Ada Oak' })).not.toBeInTheDocument();
  });

  it('lets the shipped foreman fix a typo in a log the server has not received, but not in a recorded one', async () => {
    await device.pulled('dailyLog', log());
    signIn(claimsOf(UserRoles.Foreman));
    render();
    expect(await screen.findByText('Pruned the oak')).toBeInTheDocument();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Bo Ash' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Cabled teh elm');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByText('Cabled teh elm');

    expect(screen.queryByRole('button', { name: 'Edit log of Ada Oak' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit log of Bo Ash' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit daily log' });
    const notes = within(edit).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Cabled the elm');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('Cabled the elm');
    expect(await device.outbox()).toEqual([
      expect.objectContaining({ Op: 'create', Data: expect.objectContaining({ Notes: 'Cabled the elm' }) }),
    ]);
  });

  it('keeps logs closed until the order is scheduled or has schedules', async () => {
    await device.pulled(
      'workOrder',
      crewWorkOrder({ StatusId: WorkOrderStatuses.Created, HasSchedules: false }),
    );
    await device.pulled('dailyLog', log());
    render();
    expect(await screen.findByText(M.NotEditable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add daily log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit log of Ada Oak' })).not.toBeInTheDocument();
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, format } from 'date-fns';
import { DailyLogMessages as M, todayIsoDate, UserRoles, WorkOrderStatuses } from '@canopy/shared';
import { claimsOf } from '../../app/testing/sessions';
import { renderUi } from '../../ui/test-utils';
import { DailyLogsSection } from './DailyLogsSection';
import { sectionsServer, signIn, workOrder } from './testing';

const { server, calls } = sectionsServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => signIn());
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

async function openAdd() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add daily log' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add daily log' }) };
}

describe('the daily logs section', { timeout: 30_000 }, () => {
  it("starts a new log for the user today at the work order's latest default start time", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/workOrders/501/latest-default-start-time', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('ScheduleDate')!);
        return HttpResponse.json({ TimeIn: '08:00', TimeOut: '15:30' });
      }),
    );
    const onChanged = vi.fn();
    renderUi(<DailyLogsSection workOrder={workOrder()} onChanged={onChanged} />);
    expect(await screen.findByText('Pruned the oak')).toBeInTheDocument();
    const { user, dialog } = await openAdd();

    await waitFor(() => expect(within(dialog).getByLabelText(/^Time In/)).toHaveValue('08:00'));
    expect(within(dialog).getByLabelText(/^Time Out/)).toHaveValue('15:30');
    expect(within(dialog).getByText('7.50')).toBeInTheDocument();
    expect(asked).toEqual([todayIsoDate()]);
    expect(within(dialog).getByRole('combobox', { name: /^Employee/ })).toHaveValue('Ada Oak');

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/workOrders/dailyLogs/add',
        body: {
          WorkOrderId: 501,
          EmployeeId: 7,
          Date: todayIsoDate(),
          TimeIn: '08:00',
          TimeOut: '15:30',
          HourTypeId: 1,
          DailyLogTypeId: 1,
          Notes: null,
        },
      },
    ]);
  });

  it('keeps 7:30 to 16:30 when there is no default start time to be had', async () => {
    server.use(
      http.get('/api/v1/workOrders/501/latest-default-start-time', () =>
        HttpResponse.json({ Message: 'Oops' }, { status: 500 }),
      ),
    );
    renderUi(<DailyLogsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const { dialog } = await openAdd();
    expect(within(dialog).getByLabelText(/^Time In/)).toHaveValue('07:30');
    expect(within(dialog).getByLabelText(/^Time Out/)).toHaveValue('16:30');
    expect(within(dialog).getByText('9.00')).toBeInTheDocument();
  });

  it('refuses hours for a future date and Time In after Time Out before asking the server', async () => {
    renderUi(<DailyLogsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const { user, dialog } = await openAdd();
    const date = within(dialog).getByRole('textbox', { name: /^Date/ });
    await user.clear(date);
    await user.type(date, format(addDays(new Date(), 1), 'yyyy-MM-dd'));
    expect(await within(dialog).findByText(M.FutureDate)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Time In/), { target: { value: '17:00' } });
    expect(await within(dialog).findByText(M.TimeInAfterTimeOut)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(calls).toEqual([]);
  });

  it("shows the server's one-log-a-day refusal", async () => {
    server.use(
      http.post('/api/v1/workOrders/dailyLogs/add', () =>
        HttpResponse.json(
          { Message: 'Invalid', ModelState: { Service: [M.AlreadyExists] } },
          { status: 400 },
        ),
      ),
    );
    renderUi(<DailyLogsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(M.AlreadyExists)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add daily log' })).toBeInTheDocument();
  });

  it('lets an administrator edit and delete logs', async () => {
    renderUi(<DailyLogsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Edit log of Ada Oak' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete log of Ada Oak' })).toBeInTheDocument();
  });

  it('hides edit and delete without Employee_ManageHours Full, and adding without DailyLogs Full', async () => {
    signIn(claimsOf(UserRoles.Foreman));
    const { unmount } = renderUi(<DailyLogsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findByText('Pruned the oak')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add daily log' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit log of Ada Oak' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete log of Ada Oak' })).not.toBeInTheDocument();
    unmount();

    signIn(claimsOf(UserRoles.OfficeManager));
    renderUi(<DailyLogsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findByText('Pruned the oak')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add daily log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit log of Ada Oak' })).not.toBeInTheDocument();
  });

  it('keeps logs closed until the order is scheduled or has schedules', async () => {
    const wo = workOrder({ StatusId: WorkOrderStatuses.Created, HasSchedules: false });
    renderUi(<DailyLogsSection workOrder={wo} onChanged={vi.fn()} />);
    expect(await screen.findByText(M.NotEditable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add daily log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit log of Ada Oak' })).not.toBeInTheDocument();
  });
});

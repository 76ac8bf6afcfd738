import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  ScheduleMessages,
  type ClaimFlags,
  type Schedule,
  type ScheduleNote,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';
import { scheduleRoutes } from './routes';

const day = {
  Id: 5,
  ScheduleDate_: '2026-05-04',
  StartTime: '08:00',
  EndTime: '16:30',
  Active: true,
  ScheduleCrews: [
    {
      Id: 1,
      Employee: { Id: 7, Name: 'Ann Lee' },
      JobTitle: { Id: 2, Name: 'Climber' },
      IsForeman: false,
      Active: true,
    },
    {
      Id: 2,
      Employee: { Id: 9, Name: 'Grace Kim' },
      JobTitle: { Id: 1, Name: 'Foreman' },
      IsForeman: true,
      Active: true,
    },
  ],
  ScheduleEquipments: [
    {
      Id: 3,
      Equipment: { Id: 4, Name: 'Bucket truck', UnitPrice: 300 },
      EquipmentResource: { Id: 6, AssetNumber: 'BT-12' },
      DailyRate: 300,
      Active: true,
    },
  ],
};
const scheduleOf = (overrides: Partial<Schedule> = {}): Schedule => ({
  Id: 31,
  StatusId: 1,
  ScheduleStatus: 'Open',
  BranchId: 2,
  BranchName: 'Lakeview',
  Notes: 'Gate code 1234',
  Active: true,
  TotalValue: 1250,
  TotalHours: 6.5,
  Version: 3,
  ScheduleDates: [day],
  ...overrides,
});
const workOrder: ScheduleWorkOrder = {
  WorkOrderId: 120,
  RouteOrderId: 1,
  EstimatedHours: 2.5,
  ActualHours: 0,
  ActualEquipmentCost: 0,
  EstimatedValue: 500,
  EstimatedCrew: 2,
  SalesTerritoryId: null,
  SalesTerritory: null,
  ServiceGroupId: 1,
  QualifiesForPrevailingWage: false,
  TotalPrevailingWageHours: 0,
  BranchId: 2,
  StatusId: 2,
  WorkOrderStatus: 'Scheduled',
  Description: null,
  CustomerName: 'Oak Street HOA',
  Address: '12 Oak St',
};
const note: ScheduleNote = {
  Id: 1,
  ScheduleId: 31,
  Note: 'Call before arriving',
  CreatedById: 9,
  CreatedBy: 'Grace Kim',
  DateCreated: '2026-05-01',
};

let schedule: Schedule;
const { server, record } = mockApi([
  http.get('/api/v1/schedules/31', () => HttpResponse.json(schedule)),
  http.get('/api/v1/schedules/31/work-orders', () => HttpResponse.json([workOrder])),
  http.get('/api/v1/schedules/31/notes', () => HttpResponse.json([note])),
  // The days wizard an editor sees first.
  http.get('/api/v1/schedules/31/resource-choices', () => HttpResponse.json({ Crew: [], Equipment: [] })),
  http.get('/api/v1/schedules/default-schedule-hours', () =>
    HttpResponse.json({ StartTime: '09:00', EndTime: '17:00' }),
  ),
  http.post('/api/v1/schedules/scheduled-resources', () => HttpResponse.json([])),
]);
const changes = record((c) => c.method === 'PUT');
const signIn = (claims: ClaimFlags = adminClaims) =>
  useSessionStore.getState().signIn(loginResponse({ claims }), false);
const stateAnswer = (statusId: number, status: string, warnings: string[] = []) =>
  HttpResponse.json({ StatusId: statusId, ScheduleStatus: status, Version: 4, Warnings: warnings });

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  signIn();
  schedule = scheduleOf();
});

const open = async (path = '/schedules/info?id=31') => {
  const rendered = renderRoutes(path, scheduleRoutes);
  await screen.findByRole('heading', { name: 'Schedule 31' }, { timeout: 15_000 });
  return rendered;
};

describe('the schedule page', () => {
  it('shows the schedule, its days with crew and equipment, and its work orders in a tab of the URL', async () => {
    // A reader sees the days as they are; editors get the wizard (wizard/ScheduleWizard.test.tsx).
    signIn({ Schedules: 1 });
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    expect(screen.getByLabelText('Schedule status')).toHaveTextContent('Open');
    expect(screen.getByText('Lakeview')).toBeInTheDocument();
    const dayBox = screen.getByRole('region', { name: 'Day 5/4/2026' });
    expect(within(dayBox).getByText('8:00 AM – 4:30 PM')).toBeInTheDocument();
    const foreman = within(dayBox).getByText('Grace Kim').closest('li')!;
    expect(within(foreman).getByText('Foreman', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(dayBox).getByText('Ann Lee').closest('li')).not.toHaveTextContent('Foreman');
    expect(within(dayBox).getByText('Bucket truck · BT-12')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Work orders' }));
    const table = await screen.findByRole('table', { name: 'Work orders on this schedule' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      '1',
      '120',
      'Scheduled',
      'Oak Street HOA',
      '12 Oak St',
      '2.50',
      '$0.00',
      '0',
    ]);
    expect(within(table).getByRole('link', { name: 'Work order 120' }).getAttribute('href')).toMatch(
      /^\/workorders\/info\?id=120&returnPage=%2Fschedules%2Finfo/,
    );
    expect(router.state.location.search).toMatchObject({ id: 31, tab: 'workorders' });
  });

  it('cancels an open schedule after asking, with the Version it read', async () => {
    server.use(
      http.put('/api/v1/schedules/31/cancel', () => {
        schedule = scheduleOf({ StatusId: 5, ScheduleStatus: 'Cancelled', Version: 4 });
        return stateAnswer(5, 'Cancelled');
      }),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this schedule? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel schedule' }));
    expect(await screen.findByText('Schedule cancelled Successfully')).toBeInTheDocument();
    expect(changes).toEqual([{ method: 'PUT', path: '/api/v1/schedules/31/cancel', body: { Version: 3 } }]);
    await waitFor(() => expect(screen.getByLabelText('Schedule status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('offers cancel only while the schedule is open', async () => {
    schedule = scheduleOf({ StatusId: 2, ScheduleStatus: 'In Progress' });
    await open();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel schedule' })).toBeNull();
  });

  it('confirms and shows what the server warns of', async () => {
    schedule = scheduleOf({ StatusId: 3, ScheduleStatus: 'Completed' });
    server.use(
      http.put('/api/v1/schedules/31/confirm', () =>
        stateAnswer(4, 'Confirmed', [ScheduleMessages.workOrderNotCompleted(120)]),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Schedule confirmed Successfully')).toBeInTheDocument();
    expect(screen.getByText('Work order 120 is not completed.')).toBeInTheDocument();
    expect(changes.at(-1)).toMatchObject({ path: '/api/v1/schedules/31/confirm', body: { Version: 3 } });
  });

  it('asks before unconfirming, naming the invoice already made', async () => {
    schedule = scheduleOf({ StatusId: 4, ScheduleStatus: 'Confirmed' });
    server.use(http.put('/api/v1/schedules/31/unconfirm', () => stateAnswer(3, 'Completed')));
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Unconfirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ScheduleMessages.InvoiceGenerated);
    await user.click(within(dialog).getByRole('button', { name: 'Unconfirm' }));
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ path: '/api/v1/schedules/31/unconfirm' }));
  });

  it('shows the server’s reason when it refuses, and the spec’s message otherwise', async () => {
    schedule = scheduleOf({ StatusId: 2, ScheduleStatus: 'In Progress' });
    server.use(
      http.put('/api/v1/schedules/31/confirm', () =>
        HttpResponse.json(
          { Message: 'The request is invalid.', ModelState: { Service: [ScheduleMessages.Cancelled] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(ScheduleMessages.Cancelled)).toBeInTheDocument();
    server.use(
      http.put('/api/v1/schedules/31/confirm', () => HttpResponse.json({ Message: 'Oops' }, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirming schedule Failed')).toBeInTheDocument();
  });

  it('reloads the schedule when someone changed it meanwhile', async () => {
    server.use(
      http.put('/api/v1/schedules/31/confirm', () => {
        schedule = scheduleOf({ StatusId: 4, ScheduleStatus: 'Confirmed', Version: 5 });
        return HttpResponse.json(
          {
            Message: 'Conflict',
            Current: { StatusId: 4, ScheduleStatus: 'Confirmed', Version: 5, Warnings: [] },
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/changed by someone else.*It has been reloaded\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Schedule status')).toHaveTextContent('Confirmed'));
    expect(screen.getByRole('button', { name: 'Unconfirm' })).toBeInTheDocument();
  });

  it('lists the notes and adds one', async () => {
    const added: unknown[] = [];
    server.use(
      http.post('/api/v1/schedules/31/notes/add', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ ...note, Id: 2, Note: 'Bring the chipper' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await open('/schedules/info?id=31&tab=notes');
    expect(await screen.findByText('Call before arriving')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Schedule notes' })).toHaveValue('Gate code 1234');
    await user.type(screen.getByLabelText('New note'), 'Bring the chipper');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(added).toEqual([{ scheduleId: 31, Note: 'Bring the chipper' }]));
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));
  });

  it('says so when the notes cannot be read or a note cannot be added', async () => {
    server.use(
      http.get('/api/v1/schedules/31/notes', () => HttpResponse.json({ Message: 'Oops' }, { status: 500 })),
      http.post('/api/v1/schedules/31/notes/add', () =>
        HttpResponse.json({ Message: 'Oops' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open('/schedules/info?id=31&tab=notes');
    expect(await screen.findByText('Failed to retrieve schedule notes')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New note'), 'Bring the chipper');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Failed to add note')).toBeInTheDocument();
  });

  it('offers a read-only user no actions and no note editing', async () => {
    signIn({ Schedules: 1 });
    await open('/schedules/info?id=31&tab=notes');
    expect(await screen.findByText('Call before arriving')).toBeInTheDocument();
    expect(screen.getByText('Gate code 1234')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Cancel schedule|Confirm|Unconfirm|Add note|Save notes/ }),
    ).toBeNull();
    expect(screen.queryByLabelText('New note')).toBeNull();
  });
});

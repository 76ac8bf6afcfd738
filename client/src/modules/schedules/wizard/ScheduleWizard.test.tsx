import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ClaimFlags, Schedule, ScheduleResourceChoices } from '@canopy/shared';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { adminClaims, loginResponse } from '../../../test/sessions';
import { scheduleRoutes } from '../routes';

const day = {
  Id: 5,
  ScheduleDate_: '2026-05-04',
  StartTime: '08:00',
  EndTime: '16:30',
  Active: true,
  ScheduleCrews: [
    {
      Id: 2,
      Employee: { Id: 9, Name: 'Grace Kim' },
      JobTitle: { Id: 1, Name: 'Foreman' },
      IsForeman: true,
      Active: true,
    },
    {
      Id: 1,
      Employee: { Id: 7, Name: 'Ann Lee' },
      JobTitle: { Id: 3, Name: 'Crew' },
      IsForeman: false,
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
  Notes: null,
  Active: true,
  TotalValue: 1250,
  TotalHours: 6.5,
  Version: 3,
  ScheduleDates: [day],
  ...overrides,
});
const choices: ScheduleResourceChoices = {
  Crew: [
    { Id: 7, Name: 'Ann Lee', JobTitleIds: [3] },
    { Id: 9, Name: 'Grace Kim', JobTitleIds: [1] },
    { Id: 11, Name: 'Bob Ray', JobTitleIds: [1, 3] },
    { Id: 12, Name: 'Cy Busy', JobTitleIds: [3] },
  ],
  Equipment: [
    { Id: 6, AssetNumber: 'BT-12', EquipmentTypeId: 4, EquipmentType: 'Bucket truck', DailyRate: 300 },
    { Id: 8, AssetNumber: 'CH-3', EquipmentTypeId: 5, EquipmentType: 'Chipper', DailyRate: 150.5 },
  ],
};

let schedule: Schedule;
const { server, record } = mockApi([
  http.get('/api/v1/schedules/31', () => HttpResponse.json(schedule)),
  http.get('/api/v1/schedules/31/resource-choices', () => HttpResponse.json(choices)),
  http.get('/api/v1/schedules/default-schedule-hours', () =>
    HttpResponse.json({ StartTime: '09:00', EndTime: '17:00' }),
  ),
  // Cy is on another schedule on 5/5.
  http.post('/api/v1/schedules/scheduled-resources', async ({ request }) => {
    const { ScheduleDates } = (await request.json()) as { ScheduleDates: string[] };
    return HttpResponse.json(
      ScheduleDates.map((d) => ({
        ScheduleDate_: d,
        EmployeeIds: d === '2026-05-05' ? [12] : [],
        EquipmentResourceIds: [],
      })),
    );
  }),
]);
const saves = record((c) => c.path === '/api/v1/schedules/update');
const removals = record((c) => c.method === 'DELETE');
const signIn = (claims: ClaimFlags = adminClaims) =>
  useSessionStore.getState().signIn(loginResponse({ claims }), false);

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

async function choose(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the schedule days wizard', () => {
  it('adds a day after the latest, refuses it without a foreman, then saves it with crew and equipment', async () => {
    server.use(
      http.post('/api/v1/schedules/update', () => {
        schedule = scheduleOf({ Version: 4 });
        return HttpResponse.json(schedule);
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    const added = await screen.findByRole('region', { name: 'Date 5/5/2026' });
    expect(within(added).getByLabelText('Start')).toHaveValue('09:00');
    expect(within(added).getByLabelText('End')).toHaveValue('17:00');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A foreman is required on: 05/05/2026');
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: 1 }));
    const crewDay = await screen.findByRole('region', { name: 'Crew on 5/5/2026' });
    await user.click(within(crewDay).getByRole('button', { name: 'Add crew member on 5/5/2026' }));
    const employee = within(crewDay).getAllByLabelText('Employee', { selector: 'input' }).at(-1)!;
    await user.click(employee);
    // Cy is booked elsewhere that day; everyone else is free.
    expect(screen.queryByRole('option', { name: 'Cy Busy' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Bob Ray' }));
    expect(within(crewDay).getByRole('checkbox', { name: 'Foreman' })).toBeChecked();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const equipmentDay = await screen.findByRole('region', { name: 'Equipment on 5/5/2026' });
    await user.click(within(equipmentDay).getByRole('button', { name: 'Add equipment on 5/5/2026' }));
    await choose(
      user,
      within(equipmentDay).getByLabelText('Equipment', { selector: 'input' }),
      'Chipper · CH-3 ($150.50/day)',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schedule Updated Successfully')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual({
      Id: 31,
      Version: 3,
      ScheduleDates: [
        {
          Id: 5,
          ScheduleDate_: '2026-05-04',
          StartTime: '08:00',
          EndTime: '16:30',
          ScheduleCrews: [
            { Id: 2, Employee: { Id: 9 }, JobTitle: { Id: 1 }, IsForeman: true },
            { Id: 1, Employee: { Id: 7 }, JobTitle: { Id: 3 }, IsForeman: false },
          ],
          ScheduleEquipments: [{ Id: 3, EquipmentResource: { Id: 6 } }],
        },
        {
          ScheduleDate_: '2026-05-05',
          StartTime: '09:00',
          EndTime: '17:00',
          ScheduleCrews: [{ Employee: { Id: 11 }, JobTitle: { Id: 1 }, IsForeman: true }],
          ScheduleEquipments: [{ EquipmentResource: { Id: 8 } }],
        },
      ],
    });
  }, 60_000);

  it('offers a person or an asset once per day', async () => {
    const user = userEvent.setup({ delay: null });
    await open('/schedules/info?id=31&step=1');
    const crewDay = await screen.findByRole('region', { name: 'Crew on 5/4/2026' });
    await user.click(within(crewDay).getByRole('button', { name: 'Add crew member on 5/4/2026' }));
    const inputs = within(crewDay).getAllByLabelText('Employee', { selector: 'input' });
    await user.click(inputs.at(-1)!);
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['Bob Ray', 'Cy Busy']);
  }, 60_000);

  it('offers the crew and equipment lent in that day, and not what the branch lent out, then saves them', async () => {
    // On 5/4 a confirmed transfer lends Dee and a stump grinder in, and has lent Bob and the chipper out.
    server.use(
      http.post('/api/v1/schedules/scheduled-resources', async ({ request }) => {
        const { ScheduleDates } = (await request.json()) as { ScheduleDates: string[] };
        return HttpResponse.json(
          ScheduleDates.map((d) => {
            const lent = d === '2026-05-04';
            return {
              ScheduleDate_: d,
              EmployeeIds: [],
              EquipmentResourceIds: [],
              LentEmployeeIds: lent ? [11] : [],
              LentEquipmentResourceIds: lent ? [8] : [],
              BorrowedCrew: lent
                ? [{ Id: 20, Name: 'Dee Loan', JobTitleIds: [3], BorrowedFromBranchId: 1 }]
                : [],
              BorrowedEquipment: lent
                ? [
                    {
                      Id: 21,
                      AssetNumber: 'SG-9',
                      EquipmentTypeId: 7,
                      EquipmentType: 'Stump grinder',
                      DailyRate: 200,
                      BorrowedFromBranchId: 1,
                    },
                  ]
                : [],
            };
          }),
        );
      }),
      http.post('/api/v1/schedules/update', () => HttpResponse.json(scheduleOf({ Version: 4 }))),
    );
    const user = userEvent.setup({ delay: null });
    await open('/schedules/info?id=31&step=1');
    const crewDay = await screen.findByRole('region', { name: 'Crew on 5/4/2026' });
    await user.click(within(crewDay).getByRole('button', { name: 'Add crew member on 5/4/2026' }));
    await user.click(within(crewDay).getAllByLabelText('Employee', { selector: 'input' }).at(-1)!);
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
        'Cy Busy',
        'Dee Loan (borrowed)',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'Dee Loan (borrowed)' }));

    await user.click(screen.getByRole('radio', { name: '3. Equipment' }));
    const equipmentDay = await screen.findByRole('region', { name: 'Equipment on 5/4/2026' });
    await user.click(within(equipmentDay).getByRole('button', { name: 'Add equipment on 5/4/2026' }));
    await user.click(within(equipmentDay).getAllByLabelText('Equipment', { selector: 'input' }).at(-1)!);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Stump grinder · SG-9 ($200.00/day) (borrowed)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Stump grinder · SG-9 ($200.00/day) (borrowed)' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schedule Updated Successfully')).toBeInTheDocument();
    const [sent] = (saves[0]!.body as { ScheduleDates: unknown }).ScheduleDates as {
      ScheduleCrews: unknown[];
      ScheduleEquipments: unknown[];
    }[];
    expect(sent!.ScheduleCrews).toContainEqual({
      Employee: { Id: 20 },
      JobTitle: { Id: 3 },
      IsForeman: false,
    });
    expect(sent!.ScheduleEquipments).toContainEqual({ EquipmentResource: { Id: 21 } });
  }, 60_000);

  it('shows the server’s rule messages when it refuses the save', async () => {
    const message = 'Already scheduled on another schedule that day: Ann Lee (05/04/2026)';
    server.use(
      http.post('/api/v1/schedules/update', () =>
        HttpResponse.json({ Message: message, ModelState: { Service: [message] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schedule Updating Failed')).toBeInTheDocument();
    const box = screen.getByText('The schedule cannot be saved yet').closest('[role=alert]');
    expect(box).toHaveTextContent(message);
  });

  it('removes a saved crew member at once, and says so when the server refuses', async () => {
    server.use(
      http.delete('/api/v1/schedules/crew/1/remove', () => HttpResponse.json({ ScheduleId: 31, Version: 4 })),
      http.delete('/api/v1/schedules/equipment/3/remove', () =>
        HttpResponse.json({ Message: 'Oops' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open('/schedules/info?id=31&step=1');
    await user.click(await screen.findByRole('button', { name: 'Remove Ann Lee' }));
    await waitFor(() => expect(removals).toMatchObject([{ path: '/api/v1/schedules/crew/1/remove' }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Ann Lee' })).toBeNull());

    await user.click(screen.getByRole('radio', { name: '3. Equipment' }));
    await user.click(await screen.findByRole('button', { name: 'Remove BT-12' }));
    expect(await screen.findByText('Removing Schedule Equipment Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove BT-12' })).toBeInTheDocument();
  });

  it('is read-only once confirmed', async () => {
    schedule = scheduleOf({ StatusId: 4, ScheduleStatus: 'Confirmed' });
    await open();
    expect(screen.getByRole('region', { name: 'Day 5/4/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add date' })).toBeNull();
  });

  it('is read-only for a user without Branch or Full on schedules', async () => {
    signIn({ Schedules: 1 | 2 });
    await open();
    expect(screen.getByRole('region', { name: 'Day 5/4/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

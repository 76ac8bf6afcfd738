import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ScheduleCostMessages as M, type ScheduleDailyLog, type WageChoices } from '@canopy/shared';
import { mockApi } from '../../../test/mockApi';
import { renderUi } from '../../../ui/test-utils';
import { WageHoursDialog } from './WageHoursDialog';

const choices: WageChoices = {
  Categories: [
    { Id: 1, Code: 'TRM', Name: 'Tree trimmer' },
    { Id: 2, Code: 'LAB', Name: 'Laborer' },
  ],
  JobTitles: [
    {
      Id: 10,
      Name: 'Climber',
      PrevailingWageCategoryId: 1,
      EffectiveDate: '2026-01-01',
      ExpirationDate: null,
    },
    {
      Id: 11,
      Name: 'Climber 2025',
      PrevailingWageCategoryId: 1,
      EffectiveDate: null,
      ExpirationDate: '2025-12-31',
    },
    { Id: 12, Name: 'Groundsman', PrevailingWageCategoryId: 2, EffectiveDate: null, ExpirationDate: null },
  ],
};
const log: ScheduleDailyLog = {
  Id: 50,
  Date: '2026-05-04',
  EmployeeId: 9,
  Name: 'Grace Kim',
  JobTitle: 'Foreman',
  TimeIn: '07:30',
  TimeOut: '16:00',
  HoursWorked: 8,
  PrevailingWageHours: [
    {
      Id: 70,
      Hours: 3,
      PrevailingWageCategoryId: 2,
      PrevailingWageJobTitleId: 12,
      DailyLogId: 50,
      ScheduleId: 31,
    },
  ],
};

const { server, record } = mockApi([
  http.get('/api/v1/schedules/prevailing-wage-choices', () => HttpResponse.json(choices)),
  http.get('/api/v1/schedules/31/work-orders/120/daily-logs', () => HttpResponse.json([log])),
]);
const saves = record((c) => c.method === 'PUT');
const open = (editable = true) =>
  renderUi(<WageHoursDialog scheduleId={31} workOrderId={120} editable={editable} onClose={() => {}} />);

describe('the prevailing wage hours dialog', () => {
  it('offers the category’s job titles effective on the log’s date and saves every row', async () => {
    server.use(
      http.put('/api/v1/schedules/31/work-orders/120/prevailing-wage-hours', () => HttpResponse.json([log])),
    );
    const user = userEvent.setup({ delay: null });
    open();
    const day = await screen.findByRole('region', { name: 'Grace Kim on 5/4/2026' });
    expect(within(day).getByText('8 hours worked')).toBeInTheDocument();
    await user.click(within(day).getByRole('button', { name: 'Add hours' }));
    // Nothing is saved while a row misses a field (spec §5).
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.FillAllFields)).toBeInTheDocument();
    expect(saves).toEqual([]);

    const hours = within(day).getAllByLabelText('Hours');
    await user.type(hours[1]!, '4.5');
    await user.click(within(day).getAllByLabelText('Category', { selector: 'input' })[1]!);
    await user.click(await screen.findByRole('option', { name: 'TRM – Tree trimmer' }));
    await user.click(within(day).getAllByLabelText('Job title', { selector: 'input' })[1]!);
    expect(screen.queryByRole('option', { name: 'Climber 2025' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Groundsman' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Climber' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.WageHoursSaved)).toBeInTheDocument();
    expect(saves[0]!.body).toEqual([
      { Id: 70, DailyLogId: 50, Hours: 3, PrevailingWageCategoryId: 2, PrevailingWageJobTitleId: 12 },
      { Id: null, Hours: 4.5, PrevailingWageCategoryId: 1, PrevailingWageJobTitleId: 10, DailyLogId: 50 },
    ]);
  });

  it('shows the server’s reason when it refuses the hours', async () => {
    const reason = M.jobTitleNotEffective('2026-05-04');
    server.use(
      http.put('/api/v1/schedules/31/work-orders/120/prevailing-wage-hours', () =>
        HttpResponse.json({ Message: reason, ModelState: { Service: [reason] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('is read-only without WorkOrders_PrevailingWage Full or once the schedule is confirmed', async () => {
    open(false);
    const day = await screen.findByRole('region', { name: 'Grace Kim on 5/4/2026' });
    expect(within(day).getByLabelText('Hours')).toBeDisabled();
    expect(within(day).queryByRole('button', { name: 'Add hours' })).toBeNull();
    expect(within(day).queryByRole('button', { name: 'Remove row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

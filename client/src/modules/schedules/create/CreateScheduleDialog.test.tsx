import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schedule } from '@canopy/shared';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { loginResponse } from '../../../test/sessions';
import { renderUi } from '../../../ui/test-utils';
import { CreateScheduleDialog } from './CreateScheduleDialog';

const created: Schedule = {
  Id: 77,
  StatusId: 1,
  ScheduleStatus: 'Open',
  BranchId: 2,
  BranchName: 'Lakeview',
  Notes: null,
  Active: true,
  TotalValue: 850,
  TotalHours: 4,
  Version: 1,
  ScheduleDates: [],
};

const { server, record } = mockApi([
  http.post('/api/v1/schedules/add', () => HttpResponse.json(created)),
  http.delete('/api/v1/schedules/remove/77', () => HttpResponse.json({})),
  http.get('/api/v1/schedules/77/resource-choices', () =>
    HttpResponse.json({ Crew: [{ Id: 11, Name: 'Bob Ray', JobTitleIds: [1] }], Equipment: [] }),
  ),
  http.get('/api/v1/schedules/default-schedule-hours', () =>
    HttpResponse.json({ StartTime: '09:00', EndTime: '17:00' }),
  ),
  http.post('/api/v1/schedules/scheduled-resources', () => HttpResponse.json([])),
  http.post('/api/v1/schedules/update', () => HttpResponse.json({ ...created, Version: 2 })),
]);
const writes = record((c) => c.method !== 'GET' && !c.path.endsWith('scheduled-resources'));

beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse(), false);
});

function openDialog() {
  const onClose = vi.fn();
  renderUi(<CreateScheduleDialog workOrderIds={[120, 121]} opened onClose={onClose} />);
  return onClose;
}

describe('the create-schedule dialog', () => {
  it('creates the schedule on open and ends in success once its days are saved', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New schedule 77' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Add date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const date = within(dialog)
      .getByRole('region', { name: /^Crew on / })
      .getAttribute('aria-label')!
      .slice(8);
    await user.click(within(dialog).getByRole('button', { name: `Add crew member on ${date}` }));
    await user.click(within(dialog).getByLabelText('Employee', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Bob Ray' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /api/v1/schedules/add',
      'POST /api/v1/schedules/update',
    ]);
    expect(writes[0]!.body).toEqual({ WorkOrderIds: [120, 121], ScheduleDates: [] });
    expect(await screen.findByText('Schedule Updated Successfully')).toBeInTheDocument();
  });

  it('removes the schedule when the dialog is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New schedule 77' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /api/v1/schedules/add',
      'DELETE /api/v1/schedules/remove/77',
    ]);
  });

  it('removes it on Escape too, and says so when the removal fails', async () => {
    server.use(
      http.delete('/api/v1/schedules/remove/77', () =>
        HttpResponse.json({ Message: 'Oops' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const onClose = openDialog();
    await screen.findByRole('dialog', { name: 'New schedule 77' }, { timeout: 10_000 });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Failed to Remove Schedule')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('says the schedule failed to be created, and removes nothing', async () => {
    server.use(
      http.post('/api/v1/schedules/add', () => HttpResponse.json({ Message: 'Oops' }, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    const onClose = openDialog();
    expect(await screen.findByText('Failed to create schedule')).toBeInTheDocument();
    expect(screen.getByText('Schedule failed to be created.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(writes.map((w) => w.method)).toEqual(['POST']);
  });
});

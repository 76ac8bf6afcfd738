import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIsoDate } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { loginResponse, adminClaims } from '../../test/sessions';
import {
  closeTestDevice,
  crewWorkOrder,
  goOffline,
  openTestDevice,
  renderCrew,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { WorkOrderList } from './WorkOrderList';

installFakeIndexedDb();

mockApi();
let device: TestDevice;
const day = (Date: string) => [
  { ScheduleId: 1, Dates: [{ ScheduleDateId: 1, Date, StartTime: '07:30', EndTime: '16:00', Crew: [] }] },
];

beforeEach(async () => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  device = openTestDevice();
  const order = (Id: number, over: object) =>
    crewWorkOrder({ Id, WorkOrderStatus: 'Scheduled', AccountName: 'Oak Estates', ...over } as never);
  await device.pulled('workOrder', order(7, { Description: 'Stump grinding', Schedules: day('2099-01-02') }));
  await device.pulled('workOrder', order(8, { Description: 'Crown clean', Schedules: day(todayIsoDate()) }));
  goOffline();
});
afterEach(async () => {
  await closeTestDevice();
});

describe('work orders without a connection', () => {
  it("lists the crew's synced orders from the device, today's first, searchable, each opening its page", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderCrew(<WorkOrderList />);
    const list = await screen.findByRole('list', { name: 'Work orders' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((i) => i.getAttribute('aria-label')),
      ).toEqual(['work order 8', 'work order 7']),
    );
    expect(within(list).getByText(/^Today/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'stump');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(list).getByRole('button', { name: /Stump grinding/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workorders/info'));
    expect(router.state.location.search).toMatchObject({ id: 7 });
  });
});

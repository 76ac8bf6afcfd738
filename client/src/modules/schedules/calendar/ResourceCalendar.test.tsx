import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CalendarResources } from '@canopy/shared';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { adminClaims, loginResponse } from '../../../test/sessions';
import { PHONE_QUERY } from '../../../ui/DataListTable';
import { scheduleRoutes } from '../routes';
import { fixedMediaList } from '../../../test/media';

const week: CalendarResources = {
  StartDate: '2034-05-08',
  EndDate: '2034-05-12',
  arboristScheduleDtos: [
    {
      Date: '2034-05-10',
      EmployeeId: 5,
      Name: 'Frank Ortiz',
      Schedules: [{ ScheduleId: 41, StatusId: 1, BranchId: 1, WorkOrderCount: 3, Hours: 7.5 }],
    },
  ],
  availableCrewDtos: [
    {
      Date: '2034-05-10',
      EmployeeId: 8,
      Name: 'Carlos Diaz',
      JobTitleId: 3,
      BranchId: 1,
      BorrowedFromBranchId: null,
    },
  ],
  availableEquipmentDtos: [
    {
      Date: '2034-05-10',
      EquipmentResourceId: 30,
      AssetNumber: 'FV-CH-01',
      EquipmentTypeId: 2,
      EquipmentTypeName: 'Chipper',
      BranchId: 1,
      BorrowedFromBranchId: 3,
    },
  ],
};

const { record } = mockApi([
  http.get('/api/v1/branches/employee/:me/:claimType', () =>
    HttpResponse.json({
      AllBranchesOption: true,
      Branches: [
        { Id: 1, Name: 'North Shore', StatusId: 1 },
        { Id: 3, Name: 'Fox Valley', StatusId: 1 },
      ],
    }),
  ),
  // The server narrows the arborists' schedules to the service groups asked for (its own tests
  // prove which); here a Plant Health Care week has none of Frank's Arbor Care day.
  http.post('/api/v1/schedules/scheduled-calendar-resources', async ({ request }) => {
    const body = (await request.json()) as { ServiceGroupIds?: number[] };
    return HttpResponse.json(
      body.ServiceGroupIds?.includes(2) ? { ...week, arboristScheduleDtos: [] } : week,
    );
  }),
]);
const asks = record((c) => c.path === '/api/v1/schedules/scheduled-calendar-resources');
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function open(path = '/schedules/resources?date=2034-05-10') {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  return renderRoutes(path, scheduleRoutes);
}

describe('the resource calendar', () => {
  it('shows each weekday with its schedules, free crew and equipment borrowed from another branch', async () => {
    open();
    const wed = await screen.findByRole('region', { name: 'Wednesday 5/10/2034' }, { timeout: 15_000 });
    expect(asks[0]!.body).toEqual({ SearchDate: '2034-05-10', ShowWeekend: false });
    expect(screen.getAllByRole('region')).toHaveLength(5);
    expect(within(wed).getByText('Frank Ortiz')).toBeInTheDocument();
    const link = within(wed).getByRole('link', { name: 'Schedule 41' });
    expect(link.getAttribute('href')).toMatch(/^\/schedules\/info\?id=41&returnPage=/);
    expect(link).toHaveTextContent('#41 · 3 work orders · 7.50 h');
    expect(within(wed).getByText('Carlos Diaz')).toBeInTheDocument();
    expect(within(wed).getByText('FV-CH-01')).toBeInTheDocument();
    expect(within(wed).getByText('from Fox Valley')).toBeInTheDocument();
    const mon = screen.getByRole('region', { name: 'Monday 5/8/2034' });
    expect(within(mon).getByText('No schedules')).toBeInTheDocument();
    expect(within(mon).getByText('Nobody free')).toBeInTheDocument();
  });

  it('moves a week at a time, shows the weekend and filters by branch, keeping it all in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = open();
    await screen.findByRole('region', { name: 'Wednesday 5/10/2034' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(asks.at(-1)!.body).toMatchObject({ SearchDate: '2034-05-15' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(asks.at(-1)!.body).toMatchObject({ SearchDate: '2034-05-08' }));
    await user.click(screen.getByRole('switch', { name: 'Show weekend' }));
    await waitFor(() => expect(asks.at(-1)!.body).toMatchObject({ ShowWeekend: true }));
    expect(await screen.findAllByRole('region')).toHaveLength(7);
    await user.click(screen.getByLabelText('Branch', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Fox Valley' }));
    await waitFor(() => expect(asks.at(-1)!.body).toMatchObject({ BranchIds: [3] }));
    expect(router.state.location.search).toMatchObject({ date: '2034-05-08', weekend: true, branchIds: [3] });
  }, 60_000);

  it('filters by service group: asks for the groups picked, shows what comes back, keeps them in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = open();
    const wed = await screen.findByRole('region', { name: 'Wednesday 5/10/2034' }, { timeout: 15_000 });
    expect(within(wed).getByRole('link', { name: 'Schedule 41' })).toBeInTheDocument();
    expect(asks[0]!.body).not.toHaveProperty('ServiceGroupIds');
    await user.click(screen.getByLabelText('Service group', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Plant Health Care' }));
    await waitFor(() => expect(asks.at(-1)!.body).toMatchObject({ ServiceGroupIds: [2] }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Wednesday 5/10/2034' })).queryByRole('link', {
          name: 'Schedule 41',
        }),
      ).toBeNull(),
    );
    expect(router.state.location.search).toMatchObject({ date: '2034-05-10', serviceGroupIds: [2] });
    // The free crew and equipment are not a service group's: they stay.
    const after = screen.getByRole('region', { name: 'Wednesday 5/10/2034' });
    expect(within(after).getByText('Carlos Diaz')).toBeInTheDocument();
    expect(within(after).getByText('FV-CH-01')).toBeInTheDocument();
  }, 60_000);

  it('opens with the service groups of the URL and asks for them with the branch', async () => {
    open(
      `/schedules/resources?date=2034-05-10&branchIds=${encodeURIComponent('[1]')}&serviceGroupIds=${encodeURIComponent('[1,3]')}`,
    );
    await screen.findByRole('region', { name: 'Wednesday 5/10/2034' }, { timeout: 15_000 });
    expect(asks[0]!.body).toEqual({
      SearchDate: '2034-05-10',
      ShowWeekend: false,
      BranchIds: [1],
      ServiceGroupIds: [1, 3],
    });
  });

  it('lists the days one under the other on a phone', async () => {
    window.matchMedia = (query: string) => fixedMediaList(query, query === PHONE_QUERY);
    open();
    const wed = await screen.findByRole('region', { name: 'Wednesday 5/10/2034' }, { timeout: 15_000 });
    expect(wed.parentElement!.style.display).not.toBe('grid');
  });
});

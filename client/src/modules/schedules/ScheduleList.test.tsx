import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ClaimFlags, ScheduleRow } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';
import { scheduleRoutes } from './routes';

const { server, record } = mockApi([
  http.get('/api/v1/branches/employee/:me/:claimType', () =>
    HttpResponse.json({ AllBranchesOption: true, Branches: [{ Id: 2, Name: 'Lakeview', StatusId: 1 }] }),
  ),
  http.get('/api/v1/schedules/scheduled-foremen', () => HttpResponse.json([{ Id: 9, Name: 'Grace Kim' }])),
  http.get('/api/v1/salesTerritories/all', () =>
    HttpResponse.json([{ Id: 4, Name: 'Evanston', BranchId: 1 }]),
  ),
]);
const searches = record((c) => c.path === '/api/v1/schedules/_search');
const signIn = (claims: ClaimFlags = adminClaims) =>
  useSessionStore.getState().signIn(loginResponse({ claims }), false);

const row = (overrides: Partial<ScheduleRow> = {}): ScheduleRow => ({
  Id: 31,
  StatusId: 2,
  ScheduleStatus: 'In Progress',
  BranchId: 2,
  BranchName: 'Lakeview',
  Foremen: [{ Id: 9, Name: 'Grace Kim' }],
  FirstDate: '2026-05-04',
  LastDate: '2026-05-06',
  DayCount: 2,
  WorkOrderIds: [120, 121],
  TotalValue: 1250.5,
  TotalHours: 6.5,
  ...overrides,
});
let rows: ScheduleRow[];
const list = () => HttpResponse.json(rows.slice(0, 12), { headers: { 'X-List-Count': String(rows.length) } });

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  signIn();
  rows = [row()];
  server.use(http.post('/api/v1/schedules/_search', list));
});

const firstRow = async () =>
  (await screen.findByText('Grace Kim', { selector: 'td *, td' }, { timeout: 15_000 })).closest('tr')!;
const lastBody = () => searches.at(-1)!.body;
const search = (router: { state: { location: { search: unknown } } }) => router.state.location.search;

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('the schedule list', () => {
  it('asks for Open and In Progress schedules, 12 a page, and shows each row with its work orders', async () => {
    renderRoutes('/schedules', scheduleRoutes);
    const tr = await firstRow();
    expect(searches[0]!.body).toEqual({ ScheduleStatuses: [1, 2], Skip: 0, Take: 12 });
    expect(screen.getByRole('heading', { name: 'Manage Schedules' })).toBeInTheDocument();
    const cells = within(tr)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '31',
      'In Progress',
      'Lakeview',
      '5/4/2026 – 5/6/2026',
      'Grace Kim',
      '120121',
      '6.50',
      '$1,250.50',
    ]);
    const link = within(tr).getByRole('link', { name: 'Work order 120' });
    expect(link.getAttribute('href')).toMatch(/^\/workorders\/info\?id=120&returnPage=/);
  });

  it('opens a schedule from its row, with the list as the page to come back to', async () => {
    server.use(
      http.get('/api/v1/schedules/31', () => HttpResponse.json({ message: 'gone' }, { status: 404 })),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/schedules', scheduleRoutes);
    await user.click(within(await firstRow()).getByText('Lakeview'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedules/info'));
    expect(search(router)).toEqual({ id: 31, returnPage: '/schedules' });
  });

  it('sends each filter in the search body and keeps it in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/schedules', scheduleRoutes);
    await firstRow();
    await pick(user, 'Status', 'Cancelled');
    await waitFor(() => expect(lastBody()).toMatchObject({ ScheduleStatuses: [1, 2, 5] }));
    expect(search(router)).toMatchObject({ statusIds: [1, 2, 5] });
    await pick(user, 'Branch', 'Lakeview');
    await pick(user, 'Foreman', 'Grace Kim');
    await pick(user, 'Sales territory', 'Evanston');
    await pick(user, 'Service group', 'Lawn Care');
    await user.type(screen.getByLabelText('Zip codes', { selector: 'input' }), '60201{Enter}');
    await waitFor(() =>
      expect(lastBody()).toEqual({
        ScheduleStatuses: [1, 2, 5],
        BranchIds: [2],
        ForemanIds: [9],
        SalesTerritoryIds: [4],
        ServiceGroupIds: [3],
        CustomerZipCodes: ['60201'],
        Skip: 0,
        Take: 12,
      }),
    );
    expect(search(router)).toEqual({
      statusIds: [1, 2, 5],
      branchIds: [2],
      foremanIds: [9],
      territoryIds: [4],
      serviceGroupIds: [3],
      zips: ['60201'],
    });
  }, 60_000);

  it('reads the spec’s query names and the dates from the URL', async () => {
    const json = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    renderRoutes(
      `/schedules?statusIds=${json([3])}&branchIds=${json([2])}&serviceGroupIds=${json([1])}` +
        `&from=2026-05-01&to=2026-05-31`,
      scheduleRoutes,
    );
    await waitFor(
      () =>
        expect(searches[0]?.body).toEqual({
          ScheduleStatuses: [3],
          BranchIds: [2],
          ServiceGroupIds: [1],
          FromScheduledDate: '2026-05-01',
          ToScheduledDate: '2026-05-31',
          Skip: 0,
          Take: 12,
        }),
      { timeout: 15_000 },
    );
  });

  it('keeps an emptied status filter as every status', async () => {
    renderRoutes(`/schedules?statusIds=${encodeURIComponent('[]')}`, scheduleRoutes);
    await waitFor(() => expect(searches[0]?.body).toEqual({ Skip: 0, Take: 12 }), { timeout: 15_000 });
  });

  it('looks a schedule or work order number up from the search box, and other text finds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/schedules', scheduleRoutes);
    await firstRow();
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.type(box, '#120');
    await waitFor(() => expect(lastBody()).toMatchObject({ ScheduleOrWorkOrderId: 120, Skip: 0 }));
    await user.clear(box);
    await firstRow();
    const asked = searches.length;
    await user.type(box, 'oak');
    expect(await screen.findByText('No schedules match these filters')).toBeInTheDocument();
    expect(searches.length).toBe(asked);
  }, 60_000);

  it('pages 12 at a time', async () => {
    rows = Array.from({ length: 13 }, (_, i) => row({ Id: 100 + i }));
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/schedules', scheduleRoutes);
    const foremen = await screen.findAllByText('Grace Kim', { selector: 'td *, td' }, { timeout: 15_000 });
    expect(foremen).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ Skip: 12, Take: 12 }));
    expect(search(router)).toMatchObject({ page: 2 });
  });

  it('shows the branch filter only to Branch and Full users', async () => {
    signIn({ Schedules: 1 });
    renderRoutes('/schedules', scheduleRoutes);
    await firstRow();
    expect(screen.queryByLabelText('Branch', { selector: 'input' })).toBeNull();
    expect(screen.getByLabelText('Foreman', { selector: 'input' })).toBeInTheDocument();
  });
});

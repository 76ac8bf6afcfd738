import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  statusChoices,
  UserRoles,
  WorkOrderMessages,
  WorkOrderStatuses as S,
  WorkOrderStatusList,
  type WorkOrderRow,
} from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf } from '../../test/sessions';
import { workOrderRoutes } from './routes';
import { list, refused, rowFixture, signIn, stubCanvas, workOrderFixture, mockWorkOrderApi } from './testing';

const { server, calls } = mockWorkOrderApi();
let rows: WorkOrderRow[];

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  stubCanvas();
});
beforeEach(() => {
  signIn();
  rows = [rowFixture()];
  server.use(http.post('/api/v1/workOrders/_search', () => list(rows)));
});

const SPEC_COLUMNS = [
  'Work Order',
  'Type',
  'Service Group',
  'Status',
  'Description',
  'Estimated Hours',
  'Arborist',
  'Foreman',
  'Schedule Date/Time',
  'Customer',
  'Address',
];

const searches = () => calls.filter((c) => c.path === '/api/v1/workOrders/_search');
const names = (ids: number[]) => ids.map((id) => WorkOrderStatusList.find((s) => s.Id === id)!.Name);
const statusSelect = (id = 12) =>
  screen.findByRole('combobox', { name: `Status of work order ${id}` }, { timeout: 15_000 });

async function offered(user: ReturnType<typeof userEvent.setup>, id = 12) {
  await user.click(await statusSelect(id));
  const options = await screen.findAllByRole('option');
  return options.filter((o) => o.getAttribute('data-combobox-disabled') !== 'true').map((o) => o.textContent);
}

describe('the work order list', () => {
  it('asks for Original work orders by number ascending, 12 a page, and shows the spec columns', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/', workOrderRoutes);
    const row = (await screen.findByText('Prune the oaks', undefined, { timeout: 15_000 })).closest('tr')!;
    expect(searches()[0]!.body).toMatchObject({
      SubTypeIds: [1],
      SortColumn: 'WorkOrderId',
      Descending: false,
      Skip: 0,
      Take: 12,
      Query: '',
      IncludeArchived: false,
    });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    const shown = [
      'Work Order',
      'Status',
      'Description',
      'Arborist',
      'Foreman',
      'Schedule Date/Time',
      'Customer',
      'Address',
    ];
    expect(headers.slice(0, 8)).toEqual(shown);
    // The rest of the spec's columns wait in the Columns menu, so the table fits a 1440 px screen.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Columns shown' });
    const ticked = SPEC_COLUMNS.filter(
      (name) => (within(menu).getByRole('checkbox', { name }) as HTMLInputElement).checked,
    );
    expect(ticked).toEqual(shown);
    expect(within(menu).getAllByRole('checkbox')).toHaveLength(SPEC_COLUMNS.length);
    expect(within(row).getByText('Nina Patel')).toBeInTheDocument();
    expect(within(row).getByText('5/4/2026')).toBeInTheDocument();
  });

  it('lets the user clear the Original default and keeps that choice in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/workorders/', workOrderRoutes);
    await statusSelect();
    // The filters follow the list onto the screen.
    const types = await screen.findByLabelText('Type', { selector: 'input' });
    await user.click(types);
    await user.click(await screen.findByRole('option', { name: 'Original' }));
    await waitFor(() => expect(searches().at(-1)!.body).not.toHaveProperty('SubTypeIds'));
    expect(router.state.location.search).toMatchObject({ subTypes: [] });
  });

  it('takes more rows a page when the user asks, from the first page, and keeps the size in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    rows = Array.from({ length: 13 }, (_, i) => rowFixture({ Id: 100 + i }));
    const { router } = renderRoutes('/workorders/?page=2', workOrderRoutes);
    await user.click(await screen.findByRole('combobox', { name: 'Rows per page' }, { timeout: 15_000 }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '12',
      '25',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(searches().at(-1)!.body).toMatchObject({ Skip: 0, Take: 25 }));
    expect(router.state.location.search).toMatchObject({ size: 25 });
    expect(router.state.location.search).not.toHaveProperty('page');
  });

  it.each([
    ['/workorders/?size=50', 50],
    ['/workorders/?size=7', 12],
  ])('reads the page size from %s, and only a size the list offers', async (url, take) => {
    renderRoutes(url, workOrderRoutes);
    await waitFor(() => expect(searches()[0]?.body).toMatchObject({ Take: take }), { timeout: 15_000 });
  });

  it('offers exactly the shared rule’s status choices', async () => {
    const user = userEvent.setup({ delay: null });
    rows = [rowFixture({ StatusId: S.Created, WorkOrderStatus: 'Created' })];
    renderRoutes('/workorders/', workOrderRoutes);
    expect(await offered(user)).toEqual(names(statusChoices(S.Created, adminClaims)));
  });

  it('leaves Completed out for a user who may not complete work orders', async () => {
    const foreman = claimsOf(UserRoles.Foreman);
    signIn({ ...foreman, WorkOrder_Complete: 0 });
    const user = userEvent.setup({ delay: null });
    rows = [rowFixture({ StatusId: S.Scheduled }), rowFixture({ Id: 13, StatusId: S.Scheduled })];
    renderRoutes('/workorders/', workOrderRoutes);
    const expected = statusChoices(S.Scheduled, foreman).filter((s) => s !== S.Completed);
    expect(await offered(user)).toEqual(names(expected));
    expect(names(expected)).not.toContain('Completed');
  });

  it('disables the select for a user without WorkOrders_Status Full', async () => {
    signIn({ ...adminClaims, WorkOrders_Status: 1 });
    renderRoutes('/workorders/', workOrderRoutes);
    expect(await statusSelect()).toBeDisabled();
  });

  it('puts the original status back and says why when the update fails', async () => {
    server.use(http.put('/api/v1/workOrders/updateStatus', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/', workOrderRoutes);
    await user.click(await statusSelect());
    await user.click(await screen.findByRole('option', { name: 'Created' }));
    expect(await screen.findByText(WorkOrderMessages.UpdatingStatusFailed)).toBeInTheDocument();
    expect(await statusSelect()).toHaveValue('Ready For Scheduling');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ WorkOrderId: 12, StatusId: S.Created });
  });

  it('shows the server’s Service message over the generic one', async () => {
    server.use(
      http.put('/api/v1/workOrders/updateStatus', () => refused(WorkOrderMessages.InvalidStatusUpdate)),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/', workOrderRoutes);
    await user.click(await statusSelect());
    await user.click(await screen.findByRole('option', { name: 'Created' }));
    expect(await screen.findByText(WorkOrderMessages.InvalidStatusUpdate)).toBeInTheDocument();
    expect(await statusSelect()).toHaveValue('Ready For Scheduling');
  });

  it('asks to schedule an unscheduled order before marking it Scheduled, and sends nothing', async () => {
    rows = [
      rowFixture({ ScheduleDate: null, StartTime: null, EndTime: null, ForemanId: null, ForemanName: null }),
    ];
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/', workOrderRoutes);
    await user.click(await statusSelect());
    await user.click(await screen.findByRole('option', { name: 'Scheduled' }));
    expect(await screen.findByText(WorkOrderMessages.MakeSureScheduled)).toBeInTheDocument();
    expect(await statusSelect()).toHaveValue('Ready For Scheduling');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('opens a row’s info with the list as its return page', async () => {
    server.use(http.get('/api/v1/workOrders/12', () => HttpResponse.json(workOrderFixture())));
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/workorders/?statuses=%5B2%5D', workOrderRoutes);
    await user.click(await screen.findByText('Prune the oaks', undefined, { timeout: 15_000 }));
    await screen.findByRole('heading', { name: 'Work Order 12' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/workorders/info');
    expect(router.state.location.search).toMatchObject({ id: 12 });
    const back = (router.state.location.search as { returnPage: string }).returnPage;
    expect(back.startsWith('/workorders/')).toBe(true);
    expect(decodeURIComponent(back)).toContain('statuses=[2]');
  });

  it('keeps rows from leading to a screen the user may not open (the menu claim alone)', async () => {
    signIn({ WorkOrder_Menu: 1 });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/workorders/', workOrderRoutes);
    const row = (await screen.findByText('Prune the oaks', undefined, { timeout: 15_000 })).closest('tr')!;
    expect(row).not.toHaveStyle({ cursor: 'pointer' });
    await user.click(row);
    expect(router.state.location.pathname).toBe('/workorders/');
    expect(calls.some((c) => c.path === '/api/v1/workOrders/12')).toBe(false);
  });
});

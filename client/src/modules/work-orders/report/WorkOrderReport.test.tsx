import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CompletionStatusList, WORK_ORDER_REPORT_PAGE_SIZE, type WorkOrderReportRow } from '@canopy/shared';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { workOrderRoutes } from '../routes';
import { mockWorkOrderApi, signIn } from '../testing';

const { server, calls } = mockWorkOrderApi();

const row = (id: number, overrides: Partial<WorkOrderReportRow> = {}): WorkOrderReportRow => ({
  WorkOrderId: id,
  SubType: 'Original',
  BranchId: 1,
  Branch: 'North Shore',
  ServiceGroupId: 1,
  ServiceGroup: 'Arbor Care',
  StatusId: 4,
  WorkOrderStatus: 'In Progress',
  CompletionStatusId: 2,
  CompletionStatus: 'Partially Completed',
  ArboristId: 6,
  ArboristName: 'Nina Patel',
  ForemanName: 'Joe Root',
  ScheduleDate: '2026-05-04',
  DateCompleted: null,
  CustomerName: `Customer ${id}`,
  Address: '12 Oak St, Evanston',
  ServicesCompleted: 1,
  ServicesTotal: 2,
  EstimatedHours: 6.5,
  ActualHours: 4,
  EstimatedValue: 1250,
  ...overrides,
});

// 30 orders on the server; the screen asks for its page and the server answers with that slice.
const ALL = Array.from({ length: 30 }, (_, i) => row(100 + i));

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  signIn();
  server.use(
    http.get('/api/v1/workOrders/completion-statuses', () => HttpResponse.json(CompletionStatusList)),
    http.post('/api/v1/workOrders/report', async ({ request }) => {
      const body = (await request.json()) as { Skip: number; Take: number; WorkOrderId?: number };
      const kept = body.WorkOrderId ? ALL.filter((r) => r.WorkOrderId === body.WorkOrderId) : ALL;
      return HttpResponse.json(kept.slice(body.Skip, body.Skip + body.Take), {
        headers: { 'X-List-Count': String(kept.length) },
      });
    }),
  );
});

const reportBodies = () =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/workOrders/report').map((c) => c.body);

const open = async () => {
  const rendered = renderRoutes('/workorders/report', workOrderRoutes);
  await screen.findByRole('heading', { name: 'Work Order Tracking Report' }, { timeout: 15_000 });
  return rendered;
};

describe('work order tracking report', () => {
  it('shows 12 a page and asks for the next 12 on page 2', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    expect((await screen.findAllByText('Customer 100')).length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Customer 112')).toHaveLength(0);
    expect(reportBodies()[0]).toEqual({ Skip: 0, Take: WORK_ORDER_REPORT_PAGE_SIZE });

    await user.click(screen.getByRole('button', { name: '2' }));
    expect((await screen.findAllByText('Customer 112')).length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Customer 100')).toHaveLength(0);
    expect(reportBodies().at(-1)).toEqual({ Skip: 12, Take: 12 });
  });

  it('shows the estimated value as currency, like the other money columns', async () => {
    server.use(
      http.post('/api/v1/workOrders/report', () =>
        HttpResponse.json([row(900, { EstimatedValue: 1234567.5 }), row(901, { EstimatedValue: 0.1 })], {
          headers: { 'X-List-Count': '2' },
        }),
      ),
    );
    await open();
    expect((await screen.findAllByText('$1,234,567.50')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('$0.10').length).toBeGreaterThan(0);
  });

  it('sends the work order filter and shows only that order, from the first page', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await screen.findAllByText('Customer 100');
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findAllByText('Customer 112');

    await user.type(screen.getByRole('textbox', { name: 'Work order' }), '125');
    expect((await screen.findAllByText('Customer 125')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryAllByText('Customer 112')).toHaveLength(0));
    expect(reportBodies().at(-1)).toEqual({ WorkOrderId: 125, Skip: 0, Take: 12 });
  });

  it('exports the filtered rows as work-order-report.csv, without paging', async () => {
    const user = userEvent.setup({ delay: null });
    let csvBody: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/v1/workOrders/report/csv', async ({ request }) => {
        csvBody = (await request.json()) as Record<string, unknown>;
        return new HttpResponse('Work Order,Customer\r\n125,Customer 125\r\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:report');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    await open();
    await user.type(screen.getByRole('textbox', { name: 'Work order' }), '125');
    await screen.findAllByText('Customer 125');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(csvBody).toEqual({ WorkOrderId: 125 });
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('125,Customer 125');
    expect(clicked[0]!.download).toBe('work-order-report.csv');
    click.mockRestore();
  });
});

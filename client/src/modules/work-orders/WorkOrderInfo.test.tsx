import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  Messages,
  ScoutingReportMessages,
  WorkOrderMessages as M,
  WorkOrderStatuses as S,
  type WorkOrder,
} from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { workOrderRoutes } from './routes';
import { list, signIn, stubCanvas, workOrderFixture, mockWorkOrderApi } from './testing';

// The sections of the other tabs belong to their own modules and tests; here they only show
// which work order they were given.
vi.mock('../work-order-services/ServicesSection', () => ({
  ServicesSection: ({ workOrder }: { workOrder: WorkOrder }) => <p>Services of {workOrder.Id}</p>,
}));
vi.mock('../work-order-services/DailyLogsSection', () => ({
  DailyLogsSection: ({ workOrder }: { workOrder: WorkOrder }) => <p>Daily logs of {workOrder.Id}</p>,
}));
vi.mock('../work-order-media/ImagesSection', () => ({
  ImagesSection: ({ workOrder }: { workOrder: WorkOrder }) => <p>Images of {workOrder.Id}</p>,
}));
vi.mock('../work-order-media/ScoutingReportSection', () => ({
  ScoutingReportSection: ({ workOrder }: { workOrder: WorkOrder }) => (
    <p>Scouting report of {workOrder.Id}</p>
  ),
}));

const { server, calls } = mockWorkOrderApi();
let current: WorkOrder;

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  stubCanvas();
});
beforeEach(() => {
  signIn();
  current = workOrderFixture();
  server.use(
    http.get('/api/v1/workOrders/12', () => HttpResponse.json(current)),
    http.post('/api/v1/workOrders/_search', () => list([])),
  );
});

const RETURN = '/workorders/?page=2';
const open = async (path = `/workorders/info?id=12&returnPage=${encodeURIComponent(RETURN)}`) => {
  const rendered = renderRoutes(path, workOrderRoutes);
  await screen.findByRole('heading', { name: 'Work Order 12' }, { timeout: 15_000 });
  return rendered;
};
// The calls that change or check the order (loading it and the list are left out).
const paths = () =>
  calls
    .filter((c) => c.method !== 'POST' && c.path !== '/api/v1/workOrders/12')
    .map((c) => `${c.method} ${c.path}`);

async function startCompletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Complete work order' }));
  const ask = await screen.findByRole('dialog', { name: 'Complete work order 12?' });
  await user.click(within(ask).getByRole('button', { name: 'Complete' }));
}

const ready = (Messages: string[]) =>
  http.get('/api/v1/workOrders/12/confirmReadyToComplete', () =>
    HttpResponse.json({ Ready: Messages.length === 0, Messages }),
  );
const completes = (scouting: boolean) =>
  http.put('/api/v1/workOrders/12/complete', () => {
    current = workOrderFixture({ StatusId: S.Completed, WorkOrderStatus: 'Completed', Version: 5 });
    return HttpResponse.json({
      WorkOrder: current,
      ScoutingReportServiceCompleted: scouting,
      ReportOptionIds: scouting ? [1, 2] : [],
    });
  });

describe('completing a work order', () => {
  it('lists what is missing and does not complete', async () => {
    server.use(ready([M.DailyLogsRequired, M.WorkedHoursRequired, M.ScoutingReportRequired]));
    const user = userEvent.setup({ delay: null });
    await open();
    await startCompletion(user);
    const dialog = await screen.findByRole('dialog', { name: 'The work order cannot be completed yet' });
    for (const m of [M.DailyLogsRequired, M.WorkedHoursRequired, M.ScoutingReportRequired])
      expect(within(dialog).getByText(m)).toBeInTheDocument();
    expect(paths()).not.toContain('PUT /api/v1/workOrders/12/complete');
  });

  it('saves unsaved basic info first, completes, and returns to the return page', async () => {
    const saves: unknown[] = [];
    server.use(
      ready([]),
      completes(false),
      http.put('/api/v1/workOrders/save', async ({ request }) => {
        saves.push(await request.json());
        current = workOrderFixture({ Description: 'Prune the oaks and elms', Version: 4 });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.type(description, ' and elms');
    await startCompletion(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/workorders/'));
    expect(router.state.location.search).toMatchObject({ page: 2 });
    expect(saves).toEqual([
      expect.objectContaining({ Id: 12, Version: 3, Description: 'Prune the oaks and elms' }),
    ]);
    expect(paths()).toEqual([
      'PUT /api/v1/workOrders/save',
      'GET /api/v1/workOrders/12/confirmReadyToComplete',
      'PUT /api/v1/workOrders/12/complete',
    ]);
    expect(await screen.findByText('Work order 12 completed')).toBeInTheDocument();
  });

  it('offers the scouting report after a scouting-report service, confirming a resend', async () => {
    const sends: string[] = [];
    server.use(
      ready([]),
      completes(true),
      http.get('/api/v1/workOrders/workOrderScoutingInfo/12/emailScoutingReport', ({ request }) => {
        const search = new URL(request.url).search;
        sends.push(search);
        if (!search.includes('Resend=true'))
          return HttpResponse.json(
            {
              Message: ScoutingReportMessages.AlreadySent,
              ModelState: { Service: [ScoutingReportMessages.AlreadySent] },
              AlreadySent: true,
            },
            { status: 400 },
          );
        return HttpResponse.json({
          Message: ScoutingReportMessages.Sent,
          To: 'rosa@example.com',
          WasAlreadySent: true,
          SentScoutingReport: true,
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await startCompletion(user);
    const offer = await screen.findByRole('dialog', { name: 'Email the scouting report?' });
    expect(router.state.location.pathname).toBe('/workorders/info');
    await user.click(within(offer).getByRole('button', { name: 'Email short version' }));
    const resend = await screen.findByRole('dialog', { name: 'Send the scouting report again?' });
    await user.click(within(resend).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(ScoutingReportMessages.Sent)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/workorders/'));
    expect(sends).toEqual(['?ShortVersion=true', '?ShortVersion=true&Resend=true']);
  });
});

describe('the work order info screen', () => {
  it('requests cancellation and warns when the branch manager cannot be notified', async () => {
    server.use(
      http.get('/api/v1/workOrders/send-cancellation-email/12', () => {
        current = workOrderFixture({
          StatusId: S.PendingCancellation,
          WorkOrderStatus: 'Pending Cancellation',
        });
        return HttpResponse.json({ WorkOrder: current, Warning: M.ManagerNotNotified });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Request cancellation' }));
    const ask = await screen.findByRole('dialog', { name: 'Request cancellation of work order 12?' });
    await user.click(within(ask).getByRole('button', { name: 'Request cancellation' }));
    expect(await screen.findByText(M.ManagerNotNotified)).toBeInTheDocument();
    expect(screen.getByLabelText('Work order status')).toHaveTextContent('Pending Cancellation');
    // A pending cancellation freezes the status and leaves nothing to request or complete.
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete work order' })).not.toBeInTheDocument();
  });

  it('sends the Version it read and, after someone else’s save, overwrites with the server’s Version', async () => {
    const bodies: { Version: number; Description: string | null }[] = [];
    server.use(
      http.put('/api/v1/workOrders/save', async ({ request }) => {
        const body = (await request.json()) as { Version: number; Description: string | null };
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              Message: Messages.ConcurrencyConflict,
              Current: workOrderFixture({ Version: 7, EstimatedCrew: 5 }),
            },
            { status: 409 },
          );
        current = workOrderFixture({ Description: body.Description, Version: 8 });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Remove the stump');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((b) => [b.Version, b.Description])).toEqual([
      [3, 'Remove the stump'],
      [7, 'Remove the stump'],
    ]);
  });

  it('clears the signature on request and saves it cleared', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
    current = workOrderFixture({ Signature: png, SignedDate: '2026-04-02T15:00:00.000Z' });
    const bodies: { Signature: string | null }[] = [];
    server.use(
      http.put('/api/v1/workOrders/save', async ({ request }) => {
        bodies.push((await request.json()) as { Signature: string | null });
        current = workOrderFixture({ Signature: null, SignedDate: null, Version: 4 });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    expect(screen.getByTestId('signature-state')).toHaveTextContent('Signed 4/2/2026');
    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(screen.getByTestId('signature-state')).toHaveTextContent('Signature cleared');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('signature-state')).toHaveTextContent('Not signed'));
    expect(bodies).toEqual([expect.objectContaining({ Signature: null })]);
  });

  it('keeps the tab in the URL and goes back to the return page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await user.click(screen.getByRole('tab', { name: 'Daily logs' }));
    expect(await screen.findByText('Daily logs of 12')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ id: 12, tab: 'dailylogs', returnPage: RETURN });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workorders/'));
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { WorkOrderMessages as M, type CorrectionLink, type WorkOrder } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { workOrderRoutes } from './routes';
import { list, mockWorkOrderApi, refused, signIn, stubCanvas, workOrderFixture } from './testing';

// The other tabs' sections belong to their own modules and tests.
vi.mock('../work-order-services/ServicesSection', () => ({
  ServicesSection: ({ workOrder }: { workOrder: WorkOrder }) => <p>Services of {workOrder.Id}</p>,
}));

const { server, calls } = mockWorkOrderApi();

const link = (Id: number, SubTypeId: number, Description: string): CorrectionLink => ({
  Id,
  SubTypeId,
  StatusId: 2,
  WorkOrderStatus: 'Ready For Scheduling',
  Description,
  CreatedAt: '2026-05-04T12:00:00Z',
});

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  stubCanvas();
});
beforeEach(() => {
  signIn();
  server.use(
    http.get('/api/v1/workOrders/12', () => HttpResponse.json(workOrderFixture())),
    http.get('/api/v1/workOrders/40', () =>
      HttpResponse.json(
        workOrderFixture({ Id: 40, SubTypeId: 2, SubType: 'Correction', OriginalWoId: 12, Version: 1 }),
      ),
    ),
    http.post('/api/v1/workOrders/_search', () => list([])),
  );
});

const open = async () => {
  const rendered = renderRoutes('/workorders/info?id=12', workOrderRoutes);
  await screen.findByRole('heading', { name: 'Work Order 12' }, { timeout: 15_000 });
  return rendered;
};

async function createCorrection(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create correction work order' }));
  const ask = await screen.findByRole('dialog', { name: 'Create correction work order?' });
  await user.click(within(ask).getByRole('button', { name: 'Create correction work order' }));
}

const creates = () =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/api/v1/workOrders/12/createCorrectionWorkOrder');

describe('correction work orders', () => {
  it('says a service must be checked when none is flagged, and stays on the order', async () => {
    server.use(
      http.put('/api/v1/workOrders/12/createCorrectionWorkOrder', () => refused(M.CorrectionNeedsService)),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await createCorrection(user);
    expect(
      await screen.findByText('Atleast one service should be checked to create correction work order'),
    ).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
    expect(router.state.location.search).toMatchObject({ id: 12 });
    expect(screen.getByRole('heading', { name: 'Work Order 12' })).toBeInTheDocument();
  });

  it('creates the correction, says so and opens the new order', async () => {
    server.use(
      http.put('/api/v1/workOrders/12/createCorrectionWorkOrder', () =>
        HttpResponse.json({ WorkOrderId: 40, OriginalWoId: 12, ServiceIds: [7] }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await open();
    await createCorrection(user);
    expect(await screen.findByText('Generated correction work order successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Work Order 40' })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ id: 40 });
  });

  it('does not create anything when the question is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Create correction work order' }));
    const ask = await screen.findByRole('dialog', { name: 'Create correction work order?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(creates()).toHaveLength(0);
  });

  it('lists the original and the corrections in the links dialog; a link opens its order and closes the dialog', async () => {
    server.use(
      http.get('/api/v1/workOrders/12/correctionWorkOrder', () =>
        HttpResponse.json({
          Original: link(9, 1, 'First visit'),
          Corrections: [link(40, 2, 'Redo the pruning'), link(41, 2, 'Replace the stake')],
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Correction links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correction work orders' });
    const original = await within(dialog).findByRole('link', { name: 'Work order 9' });
    expect(original).toHaveAttribute('href', '/workorders/info?id=9');
    expect(within(dialog).getByText('Corrects')).toBeInTheDocument();
    expect(within(dialog).getByText('Corrections')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Work order 40' })).toHaveAttribute(
      'href',
      '/workorders/info?id=40',
    );
    expect(within(dialog).getByRole('link', { name: 'Work order 41' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Redo the pruning/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Work order 40' }));
    expect(await screen.findByRole('heading', { name: 'Work Order 40' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the order has no corrections', async () => {
    server.use(
      http.get('/api/v1/workOrders/12/correctionWorkOrder', () =>
        HttpResponse.json({ Original: null, Corrections: [] }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Correction links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correction work orders' });
    expect(
      await within(dialog).findByText('This work order has no correction work orders.'),
    ).toBeInTheDocument();
  });
});

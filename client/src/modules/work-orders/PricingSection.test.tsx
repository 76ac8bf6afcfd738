import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { F, R, type WorkOrderPricing } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims } from '../../test/sessions';
import { workOrderRoutes } from './routes';
import { list, mockWorkOrderApi, signIn, stubCanvas, workOrderFixture } from './testing';

const { server, calls } = mockWorkOrderApi();

// 13 services, one more than a services page; the server sends them and their sums in one answer.
const PRICING: WorkOrderPricing = {
  WorkOrderId: 12,
  EstimatedValue: 1250.1,
  Services: Array.from({ length: 13 }, (_, i) => ({
    Id: i + 1,
    Name: `Pruning ${i + 1}`,
    TotalCost: 0.1,
    EquipmentSubtotal: 0.2,
  })),
  TotalCost: 1.3,
  EquipmentSubtotal: 2.6,
  Total: 3.9,
};

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  stubCanvas();
});
beforeEach(() => {
  server.use(
    http.get('/api/v1/workOrders/12', () => HttpResponse.json(workOrderFixture({ EstimatedValue: 1250.1 }))),
    http.post('/api/v1/workOrders/_search', () => list([])),
    http.get('/api/v1/workOrders/12/pricing', () => HttpResponse.json(PRICING)),
  );
});

const open = async (path = '/workorders/info?id=12') => {
  renderRoutes(path, workOrderRoutes);
  await screen.findByRole('heading', { name: 'Work Order 12' }, { timeout: 15_000 });
};

describe('pricing tab', () => {
  it('is not offered without WorkOrders_Pricing, not even by its address', async () => {
    const { WorkOrders_Pricing: _, ...withoutPricing } = adminClaims;
    signIn(withoutPricing);
    await open('/workorders/info?id=12&tab=pricing');
    expect(screen.getByRole('tab', { name: 'Basic info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(screen.queryByText('Services total')).not.toBeInTheDocument();
  });

  it("shows with ReadOnly: the estimated value, each live service and the server's sums, in one read", async () => {
    signIn({ ...adminClaims, WorkOrders_Pricing: R });
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('tab', { name: 'Pricing' }));

    const totals = await screen.findByRole('region', { name: 'Services total' }, { timeout: 10_000 });
    expect(within(totals).getByText('$1.30')).toBeInTheDocument();
    expect(within(totals).getByText('$2.60')).toBeInTheDocument();
    expect(within(totals).getByText('$3.90')).toBeInTheDocument();
    expect(screen.getByText('$1,250.10')).toBeInTheDocument();
    // Every service comes in the one answer: no page of services is fetched.
    expect(calls.filter((c) => c.path === '/api/v1/workOrders/12/pricing')).toHaveLength(1);
    expect(calls.some((c) => c.path === '/api/v1/workOrders/services/_search')).toBe(false);
    const last = screen.getByRole('region', { name: 'Pruning 13' });
    expect(within(last).getByText('$0.10')).toBeInTheDocument();
    expect(within(last).getByText('$0.20')).toBeInTheDocument();
    expect(screen.getAllByText('Total cost')).toHaveLength(13);
  });

  it('shows with Full as well', async () => {
    signIn({ ...adminClaims, WorkOrders_Pricing: F });
    await open('/workorders/info?id=12&tab=pricing');
    expect(await screen.findByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('region', { name: 'Services total' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

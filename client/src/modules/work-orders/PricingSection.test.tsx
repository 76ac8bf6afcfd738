import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { F, R, type WorkOrderService } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims } from '../../test/sessions';
import { workOrderRoutes } from './routes';
import { list, mockWorkOrderApi, signIn, stubCanvas, workOrderFixture } from './testing';

const { server } = mockWorkOrderApi();

const service = (Id: number, TotalCost: number | null, EquipmentSubtotal: number | null) =>
  ({
    Id,
    WorkOrderId: 12,
    ServiceId: 3,
    ServiceName: `Pruning ${Id}`,
    TotalCost,
    EquipmentSubtotal,
    Archived: false,
  }) as WorkOrderService;

// 13 services, one more than a page, at amounts whose float sum is not exact (0.1 × 13 = 1.3000000000000003).
const SERVICES = Array.from({ length: 13 }, (_, i) => service(i + 1, 0.1, 0.2));

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  stubCanvas();
});
beforeEach(() => {
  server.use(
    http.get('/api/v1/workOrders/12', () => HttpResponse.json(workOrderFixture({ EstimatedValue: 1250.1 }))),
    http.post('/api/v1/workOrders/_search', () => list([])),
    http.post('/api/v1/workOrders/services/_search', async ({ request }) => {
      const body = (await request.json()) as { Skip: number; Take: number; IncludeArchived: boolean };
      const live = SERVICES.filter((s) => body.IncludeArchived || !s.Archived);
      return HttpResponse.json(live.slice(body.Skip, body.Skip + body.Take), {
        headers: { 'X-List-Count': String(live.length) },
      });
    }),
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

  it('shows with ReadOnly: the estimated value, each live service and their exact sum', async () => {
    signIn({ ...adminClaims, WorkOrders_Pricing: R });
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('tab', { name: 'Pricing' }));

    const totals = await screen.findByRole('region', { name: 'Services total' }, { timeout: 10_000 });
    expect(within(totals).getByText('$1.30')).toBeInTheDocument();
    expect(within(totals).getByText('$2.60')).toBeInTheDocument();
    expect(within(totals).getByText('$3.90')).toBeInTheDocument();
    expect(screen.getByText('$1,250.10')).toBeInTheDocument();
    // The thirteenth service comes from the second page.
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

import { queryOptions } from '@tanstack/react-query';
import { dollarsToCents, type Cents } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { woServiceKeys } from '../work-order-services/queries';

/** A priced amount sent in dollars, as exact cents; a missing amount counts as none. */
export const cents = (dollars: number | null): Cents =>
  dollars === null ? 0 : (dollarsToCents(dollars) ?? 0);

/**
 * The Pricing tab's totals, summed by the server in one read. Kept under the services' key, so
 * adding, saving or archiving a service refreshes them.
 */
export const workOrderPricingQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: [...woServiceKeys.list(workOrderId), 'pricing'] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/workOrders/{id}/pricing', { path: { id: workOrderId }, signal })).data,
  });

import { centsToDollars, type WorkOrderPricing } from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { workOrderServiceAccess as access } from './work-order-services.access';
import { workOrderPricingRepo } from './work-order-pricing.repo';

/**
 * The Pricing tab (GET workOrders/{id}/pricing): the estimated value and every live service's prices
 * with their sums. Amounts stay integer cents until the answer is written, so no float error adds up.
 */
export function workOrderPricingService(db: Db) {
  const repo = workOrderPricingRepo(db);
  return {
    async get(auth: AuthContext, workOrderId: number): Promise<WorkOrderPricing> {
      requireClaim(auth, access.pricing);
      const wo = await reachWorkOrder(db, auth, workOrderId);
      const rows = await repo.liveServices(wo.id);
      let totalCost = 0;
      let equipment = 0;
      const services = rows.map((r) => {
        const cost = Number(r.total_cost_cents);
        const subtotal = Number(r.equipment_subtotal_cents);
        totalCost += cost;
        equipment += subtotal;
        return {
          Id: r.id,
          Name: r.name,
          TotalCost: centsToDollars(cost),
          EquipmentSubtotal: centsToDollars(subtotal),
        };
      });
      return {
        WorkOrderId: wo.id,
        EstimatedValue: centsToDollars(Number(wo.estimated_value_cents)),
        Services: services,
        TotalCost: centsToDollars(totalCost),
        EquipmentSubtotal: centsToDollars(equipment),
        Total: centsToDollars(totalCost + equipment),
      };
    },
  };
}
export type WorkOrderPricingService = ReturnType<typeof workOrderPricingService>;

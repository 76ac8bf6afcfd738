import {
  dollarsToCents,
  WORK_ORDER_SERVICE_PAGE_SIZE,
  type Cents,
  type WorkOrderService,
} from '@canopy/shared';
import { fetchWorkOrderServices } from '../work-order-services/queries';

/** A priced amount sent in dollars, as exact cents; a missing amount counts as none. */
export const cents = (dollars: number | null): Cents =>
  dollars === null ? 0 : (dollarsToCents(dollars) ?? 0);

export interface PricedService {
  Id: number;
  Name: string;
  TotalCost: Cents;
  EquipmentSubtotal: Cents;
}

export interface Pricing {
  services: PricedService[];
  totalCost: Cents;
  equipmentSubtotal: Cents;
  /** Every live service's total cost and equipment subtotal together. */
  total: Cents;
}

/** The live services' prices and their sums, added as integer cents so no float error shows. */
export function pricingOf(services: WorkOrderService[]): Pricing {
  const priced = services.map((s) => ({
    Id: s.Id,
    Name: s.ServiceName,
    TotalCost: cents(s.TotalCost),
    EquipmentSubtotal: cents(s.EquipmentSubtotal),
  }));
  const totalCost = priced.reduce((sum, s) => sum + s.TotalCost, 0);
  const equipmentSubtotal = priced.reduce((sum, s) => sum + s.EquipmentSubtotal, 0);
  return { services: priced, totalCost, equipmentSubtotal, total: totalCost + equipmentSubtotal };
}

// A work order rarely has more than a page or two of services; the cap keeps a bad count from looping.
const MAX_PAGES = 50;

/** Every live (not archived) service of the order, page after page. */
export async function fetchLiveServices(workOrderId: number): Promise<WorkOrderService[]> {
  const rows: WorkOrderService[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { rows: more, total } = await fetchWorkOrderServices(workOrderId, {
      Query: '',
      Skip: rows.length,
      Take: WORK_ORDER_SERVICE_PAGE_SIZE,
      IncludeArchived: false,
      Descending: false,
    });
    rows.push(...more);
    if (!more.length || rows.length >= total) break;
  }
  return rows;
}

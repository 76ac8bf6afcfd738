import { claim, F, R } from '@canopy/shared';

// WorkOrders_Services: ReadOnly or Full views, Full adds and edits (work-orders.md §6). A save may
// also come from WorkOrders_Status Full, which completes services; the service checks which fields
// each claim may change. Every call stays within the caller's reach over work orders.
export const workOrderServiceAccess = {
  view: { access: { claim: claim('WorkOrders_Services', R | F) } },
  edit: { access: { claim: claim('WorkOrders_Services', F) } },
  save: { access: { claim: [claim('WorkOrders_Services', F), claim('WorkOrders_Status', F)] } },
  // The Pricing tab's totals: WorkOrders_Pricing ReadOnly or Full (§6), within the work order reach.
  pricing: { access: { claim: claim('WorkOrders_Pricing', R | F) } },
};

import { claim, F, R } from '@canopy/shared';

// WorkOrders_ActualChemicalsUsed: ReadOnly or Full views, Full adds and edits chemicals and records
// applications (work-orders.md §6). Every call stays within the caller's reach over work orders
// (Branch/Personal through the work order). The state profiles are a settings list (Settings Full).
export const workOrderChemicalAccess = {
  view: { access: { claim: claim('WorkOrders_ActualChemicalsUsed', R | F) } },
  edit: { access: { claim: claim('WorkOrders_ActualChemicalsUsed', F) } },
  profiles: {
    access: { claim: [claim('WorkOrders_ActualChemicalsUsed', R | F), claim('Settings', F)] },
  },
  saveProfiles: { access: { claim: claim('Settings', F) } },
};

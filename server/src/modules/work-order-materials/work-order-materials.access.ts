import { ALL_FLAGS, B, claim, F, P } from '@canopy/shared';

// Work-orders §6: WorkOrders Personal, Branch or Full adds and edits materials; WorkOrders_Status Full
// completes them. Whoever opens the work order's info (Schedules or WorkOrders, any value) reads them.
// Prices show only with WorkOrders_Pricing (checked in the service, which also keeps every call within
// the caller's reach over work orders). Purchase orders of a work order: the account's POs are edited
// with Account Full or Branch, the work order itself with WorkOrders.
export const workOrderMaterialAccess = {
  view: { access: { claim: [claim('Schedules', ALL_FLAGS), claim('WorkOrders', ALL_FLAGS)] } },
  edit: { access: { claim: claim('WorkOrders', P | B | F) } },
  save: { access: { claim: [claim('WorkOrders', P | B | F), claim('WorkOrders_Status', F)] } },
  complete: { access: { claim: claim('WorkOrders_Status', F) } },
  purchaseOrdersEdit: { access: { claim: claim('WorkOrders', P | B | F) } },
  purchaseOrdersAccount: { access: { claim: claim('Account', B | F) } },
};

import { ALL_FLAGS, B, claim, F, P } from '@canopy/shared';

// work-orders.md §6: the info screen (and so its equipment problems and damages tabs) opens with
// Schedules or WorkOrders (any); WorkOrders Personal, Branch or Full adds and edits equipment problems
// and damages; the equipment problems screen needs WorkOrders FullAccess. Every call on a work order's
// records also needs the work order in the caller's reach (404 outside it).
export const workOrderProblemAccess = {
  view: { access: { claim: [claim('Schedules', ALL_FLAGS), claim('WorkOrders', ALL_FLAGS)] } },
  edit: { access: { claim: claim('WorkOrders', P | B | F) } },
  screen: { access: { claim: claim('WorkOrders', F) } },
};

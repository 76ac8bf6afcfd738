import { claim, F, R } from '@canopy/shared';

// WorkOrders_ScoutingReport: ReadOnly or Full views, Full edits and sends (work-orders.md §6), all
// within the caller's reach over work orders. The simple lists of insects, diseases, ecological
// problems and weed types are GET inventory-meta-items/simple/…, and the items of a location for a
// service group GET serviceItems/scouting-report-items; both already open to this claim.
export const scoutingReportAccess = {
  view: { access: { claim: claim('WorkOrders_ScoutingReport', R | F) } },
  edit: { access: { claim: claim('WorkOrders_ScoutingReport', F) } },
};

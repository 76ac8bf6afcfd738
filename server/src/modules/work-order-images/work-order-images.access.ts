import { ALL_FLAGS, claim, F } from '@canopy/shared';

// Images are seen with the work order (its info screen opens with WorkOrders or Schedules, any value;
// the service narrows to the caller's reach); WorkOrders_ServiceImages Full adds, edits and deletes,
// online and from the crew app (its pushes and photo uploads).
export const workOrderImageAccess = {
  view: { access: { claim: [claim('WorkOrders', ALL_FLAGS), claim('Schedules', ALL_FLAGS)] } },
  edit: { access: { claim: claim('WorkOrders_ServiceImages', F) } },
};

import { B, claim, F, P } from '@canopy/shared';

// The daily schedule optimises its route (spec §2: /schedules/daily, Schedules Personal, Branch or
// Full). Which work orders may be routed is the caller's reach over work orders (work-orders.access).
export const routeAccess = {
  optimize: { access: { claim: claim('Schedules', P | B | F) } },
};

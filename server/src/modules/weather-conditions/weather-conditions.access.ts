import { claim, F, R } from '@canopy/shared';

// WorkOrders_ServiceWeatherCondition: ReadOnly or Full views a service's weather, Full picks it
// (work-orders.md §6). Either way the service's work order must be within the caller's reach.
export const serviceWeatherAccess = {
  view: { access: { claim: claim('WorkOrders_ServiceWeatherCondition', R | F) } },
  edit: { access: { claim: claim('WorkOrders_ServiceWeatherCondition', F) } },
};

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateWaInfoSearch, validateWaListSearch, validateWaSignSearch } from './search';

export const waListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workauthorization',
  ...guard('/workauthorization'),
  validateSearch: validateWaListSearch,
  component: lazyRouteComponent(() => import('./WorkAuthorizationList'), 'WorkAuthorizationList'),
});

export const waInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workauthorization/info',
  ...guard('/workauthorization/info'),
  validateSearch: validateWaInfoSearch,
  component: lazyRouteComponent(() => import('./WorkAuthorizationInfo'), 'WorkAuthorizationInfo'),
});

/** The customer's signature on the arborist's device: read from the device, so it works offline. */
export const waSignRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workauthorization/sign',
  ...guard('/workauthorization/sign'),
  validateSearch: validateWaSignSearch,
  component: lazyRouteComponent(() => import('./device/DeviceSigning'), 'DeviceSigning'),
});

export const workAuthorizationRoutes = [waListRoute, waInfoRoute, waSignRoute] as const;

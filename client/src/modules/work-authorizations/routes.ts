import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateWaInfoSearch, validateWaListSearch } from './search';

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

export const workAuthorizationRoutes = [waListRoute, waInfoRoute] as const;

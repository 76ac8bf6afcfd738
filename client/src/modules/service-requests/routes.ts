import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateRequestAddSearch, validateRequestInfoSearch } from './search';

export const requestListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/requests',
  ...guard('/requests/'),
  component: lazyRouteComponent(() => import('./RequestList'), 'RequestList'),
});

export const requestAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/requests/add',
  ...guard('/requests/add'),
  validateSearch: validateRequestAddSearch,
  component: lazyRouteComponent(() => import('./RequestAdd'), 'RequestAdd'),
});

export const requestInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/requests/info',
  ...guard('/requests/info'),
  validateSearch: validateRequestInfoSearch,
  component: lazyRouteComponent(() => import('./RequestInfo'), 'RequestInfo'),
});

export const requestSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/requests/settings',
  ...guard('/requests/settings'),
  component: lazyRouteComponent(() => import('./RequestSettingsPage'), 'RequestSettingsPage'),
});

export const serviceRequestRoutes = [
  requestListRoute,
  requestAddRoute,
  requestInfoRoute,
  requestSettingsRoute,
] as const;

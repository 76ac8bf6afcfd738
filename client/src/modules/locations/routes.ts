import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateLocationAddSearch, validateLocationInfoSearch, validateLocationPartSearch } from './search';

export const locationInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/location',
  ...guard('/accounts/location'),
  validateSearch: validateLocationInfoSearch,
  component: lazyRouteComponent(() => import('./LocationInfo'), 'LocationInfo'),
});

export const locationAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/location/add',
  ...guard('/accounts/location/add'),
  validateSearch: validateLocationAddSearch,
  component: lazyRouteComponent(() => import('./LocationAdd'), 'LocationAdd'),
});

export const locationNotesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/location/notes',
  ...guard('/accounts/location/notes'),
  validateSearch: validateLocationPartSearch,
  component: lazyRouteComponent(() => import('./LocationPartPage'), 'LocationNotesPage'),
});

export const locationDocumentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/location/documents',
  ...guard('/accounts/location/documents'),
  validateSearch: validateLocationPartSearch,
  component: lazyRouteComponent(() => import('./LocationPartPage'), 'LocationDocumentsPage'),
});

export const locationNeighborsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/location/neighbors',
  ...guard('/accounts/location/neighbors'),
  validateSearch: validateLocationPartSearch,
  component: lazyRouteComponent(() => import('./LocationPartPage'), 'LocationNeighborsPage'),
});

export const locationRoutes = [
  locationInfoRoute,
  locationAddRoute,
  locationNotesRoute,
  locationDocumentsRoute,
  locationNeighborsRoute,
] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateAddSearch, validateIdSearch, validateServiceListSearch } from './search';
import { validateSettingsSearch } from './settingsLists';

export const serviceListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/services',
  ...guard('/services/'),
  validateSearch: validateServiceListSearch,
  component: lazyRouteComponent(() => import('./ServiceList'), 'ServiceList'),
});

export const serviceAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/services/add',
  ...guard('/services/add'),
  validateSearch: validateAddSearch,
  component: lazyRouteComponent(() => import('./ServiceAddPage'), 'ServiceAddPage'),
});

export const serviceInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/services/info',
  ...guard('/services/info'),
  validateSearch: validateIdSearch,
  component: lazyRouteComponent(() => import('./ServiceInfoPage'), 'ServiceInfoPage'),
});

export const serviceGroupsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/services/groups',
  ...guard('/services/groups'),
  component: lazyRouteComponent(() => import('./ServiceGroupsPage'), 'ServiceGroupsPage'),
});

export const serviceSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/services/settings',
  ...guard('/services/settings'),
  validateSearch: validateSettingsSearch,
  component: lazyRouteComponent(() => import('./ServiceSettingsPage'), 'ServiceSettingsPage'),
});

export const serviceRoutes = [
  serviceListRoute,
  serviceAddRoute,
  serviceInfoRoute,
  serviceGroupsRoute,
  serviceSettingsRoute,
] as const;

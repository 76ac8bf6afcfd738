import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateAddSearch, validateInfoSearch, validateListSearch } from './search';

export const serviceItemListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitem',
  ...guard('/serviceitem/'),
  validateSearch: validateListSearch,
  component: lazyRouteComponent(() => import('./ServiceItemList'), 'ServiceItemList'),
});

export const serviceItemAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitem/add',
  ...guard('/serviceitem/add'),
  validateSearch: validateAddSearch,
  component: lazyRouteComponent(() => import('./ServiceItemAddPage'), 'ServiceItemAddPage'),
});

export const serviceItemInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitem/info',
  ...guard('/serviceitem/info'),
  validateSearch: validateInfoSearch,
  component: lazyRouteComponent(() => import('./ServiceItemInfoPage'), 'ServiceItemInfoPage'),
});

export const serviceItemRoutes = [serviceItemListRoute, serviceItemAddRoute, serviceItemInfoRoute] as const;

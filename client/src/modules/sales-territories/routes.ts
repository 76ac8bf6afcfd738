import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateTerritoryInfoSearch, validateTerritoryListSearch } from './search';

export const territoryListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/sales-territories',
  ...guard('/sales-territories/'),
  validateSearch: validateTerritoryListSearch,
  component: lazyRouteComponent(() => import('./SalesTerritoryList'), 'SalesTerritoryList'),
});

export const territoryInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/sales-territories/info',
  ...guard('/sales-territories/info'),
  validateSearch: validateTerritoryInfoSearch,
  component: lazyRouteComponent(() => import('./SalesTerritoryInfoPage'), 'SalesTerritoryInfoPage'),
});

export const territoryAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/sales-territories/add',
  ...guard('/sales-territories/add'),
  component: lazyRouteComponent(() => import('./SalesTerritoryAddPage'), 'SalesTerritoryAddPage'),
});

export const salesTerritoryRoutes = [territoryListRoute, territoryInfoRoute, territoryAddRoute] as const;

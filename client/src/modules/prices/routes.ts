import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validatePriceDetailSearch, validatePriceListSearch } from './search';

export const priceListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/price',
  ...guard('/price/'),
  validateSearch: validatePriceListSearch,
  component: lazyRouteComponent(() => import('./PriceTableList'), 'PriceTableList'),
});

export const priceDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/price/detail',
  ...guard('/price/detail'),
  validateSearch: validatePriceDetailSearch,
  component: lazyRouteComponent(() => import('./PriceDetailPage'), 'PriceDetailPage'),
});

export const priceRoutes = [priceListRoute, priceDetailRoute] as const;

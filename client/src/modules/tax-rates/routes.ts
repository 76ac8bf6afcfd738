import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateTaxRateListSearch } from './search';

export const taxRateListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/tax-rates',
  ...guard('/tax-rates/'),
  validateSearch: validateTaxRateListSearch,
  component: lazyRouteComponent(() => import('./TaxRateList'), 'TaxRateList'),
});

export const taxRateRoutes = [taxRateListRoute] as const;
